# SPDX-License-Identifier: GPL-3.0-or-later
# rigplan-cli loads Qt Core and Qt SQL only: a program that needs Qt GUI, Widgets or Charts
# spends most of a short command loading them (docs/testing.md, "Speed"), so `report` is rigplan-report's.
# Reads the program's DT_NEEDED entries:  cmake -DPROGRAM=... -DREPORT=... -P cli_needs_no_qt_gui.cmake
execute_process(COMMAND readelf -d "${PROGRAM}" OUTPUT_VARIABLE dynamic RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "readelf -d ${PROGRAM} failed (${rc})")
endif()
string(REGEX MATCHALL "\\(NEEDED\\)[^\n]*" needed "${dynamic}")
if(NOT needed MATCHES "libQt6Core")
    message(FATAL_ERROR "no libQt6Core among the libraries of ${PROGRAM}: is this the dynamic section? ${needed}")
endif()
foreach(library Qt6Gui Qt6Widgets Qt6Charts Qt6OpenGL Qt6PrintSupport)
    if(needed MATCHES "lib${library}")
        message(FATAL_ERROR "${PROGRAM} loads lib${library}: ${needed}")
    endif()
endforeach()
# The report program is the one that does load them (else the test above proves nothing about `report`).
execute_process(COMMAND readelf -d "${REPORT}" OUTPUT_VARIABLE dynamic RESULT_VARIABLE rc)
if(NOT rc EQUAL 0 OR NOT dynamic MATCHES "libQt6Charts")
    message(FATAL_ERROR "${REPORT} does not load Qt Charts (${rc})")
endif()
message(STATUS "rigplan-cli loads no Qt GUI library; rigplan-report does")
