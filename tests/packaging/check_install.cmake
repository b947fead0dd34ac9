# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the build into a temporary prefix and checks that every file a desktop needs is there.
file(REMOVE_RECURSE "${PREFIX}")
execute_process(COMMAND ${CMAKE_COMMAND} --install "${BUILD_DIR}" --prefix "${PREFIX}"
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed: ${rc}")
endif()
foreach(f bin/rigplan bin/rigplan-cli libexec/rigplan/rigplan-report
          share/applications/io.github.rigplan.RigPlan.desktop
          share/metainfo/io.github.rigplan.RigPlan.metainfo.xml
          share/icons/hicolor/scalable/apps/io.github.rigplan.RigPlan.svg
          share/icons/hicolor/scalable/mimetypes/application-x-rigplan-quote.svg
          share/mime/packages/io.github.rigplan.RigPlan.xml
          share/man/man1/rigplan.1.gz share/man/man1/rigplan-cli.1.gz
          share/bash-completion/completions/rigplan-cli share/zsh/vendor-completions/_rigplan-cli
          share/doc/rigplan/copyright)
    if(NOT EXISTS "${PREFIX}/${f}")
        message(FATAL_ERROR "missing after install: ${f}")
    endif()
endforeach()
execute_process(COMMAND "${PREFIX}/bin/rigplan-cli" --version OUTPUT_VARIABLE version RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT version MATCHES "^rigplan-cli [0-9]+\\.[0-9]+\\.[0-9]+")
    message(FATAL_ERROR "installed rigplan-cli --version printed '${version}' (exit ${rc})")
endif()
# `report` runs rigplan-report from where it was installed (relative to rigplan-cli's folder).
execute_process(COMMAND ${CMAKE_COMMAND} -E env QT_QPA_PLATFORM=offscreen ASAN_OPTIONS=detect_leaks=0
                        "RIGPLAN_CATALOG=${PREFIX}/catalog.sqlite"
                        "${PREFIX}/bin/rigplan-cli" report "${SAMPLE}" -o "${PREFIX}/quote.pdf"
                RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE o)
if(NOT rc EQUAL 0 OR NOT EXISTS "${PREFIX}/quote.pdf")
    message(FATAL_ERROR "installed rigplan-cli report (exit ${rc}): ${o}")
endif()
file(READ "${PREFIX}/share/applications/io.github.rigplan.RigPlan.desktop" desktop)
if(NOT desktop MATCHES "Exec=rigplan" OR NOT desktop MATCHES "Icon=io.github.rigplan.RigPlan")
    message(FATAL_ERROR "the .desktop entry does not launch rigplan with its icon")
endif()
find_program(DFV desktop-file-validate)
if(DFV)
    execute_process(COMMAND ${DFV} "${PREFIX}/share/applications/io.github.rigplan.RigPlan.desktop"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE o ERROR_VARIABLE o)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "desktop-file-validate: ${o}")
    endif()
endif()
file(REMOVE_RECURSE "${PREFIX}")
message(STATUS "install into a temporary prefix: all files present")
