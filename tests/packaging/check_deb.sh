#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package, as a user and Debian's tools see it: builds it with CPack, runs lintian
# (no error, no warning, no hardening tag), validates the desktop entry, the AppStream
# metainfo and the MIME type, unpacks it into a throwaway root and runs the installed
# programs from there (--version, a plan of the shipped sample), renders the man pages and
# completes `rigplan-cli <TAB>` with the installed bash completion.
#
#   bash tests/packaging/check_deb.sh BUILD_DIR [--hardened]
# --hardened (an optimised build): lintian's hardening tags fail the test too.
set -euo pipefail

build=$(cd "$1" && pwd)
hardened=${2:-}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
fail() { echo "FAIL: $*" >&2; failures=$((failures + 1)); }
step() { echo "== $*"; }

for tool in cpack dpkg-deb lintian desktop-file-validate appstreamcli update-mime-database man bash zsh; do
  command -v "$tool" >/dev/null || { echo "FAIL: $tool not found (bash packaging/rigplan.sh test installs it)" >&2; exit 1; }
done
[ -r /usr/share/bash-completion/bash_completion ] || { echo "FAIL: bash-completion is not installed" >&2; exit 1; }

step "cpack -G DEB"
start=$SECONDS
if ! cpack -G DEB --config "$build/CPackConfig.cmake" -B "$work/out" >"$work/cpack.log" 2>&1; then
  cat "$work/cpack.log" >&2
  echo "FAIL: cpack -G DEB" >&2
  exit 1
fi
debs=("$work"/out/rigplan_*.deb)
[ ${#debs[@]} -eq 1 ] && [ -f "${debs[0]}" ] || { echo "FAIL: expected one rigplan_*.deb, got: ${debs[*]}" >&2; exit 1; }
deb=${debs[0]}
echo "$(basename "$deb"): $(du -k "$deb" | cut -f1) KiB in $((SECONDS - start)) s"

step "control fields"
field() { dpkg-deb -f "$deb" "$1"; }
depends=$(field Depends)
for dep in libc6 libstdc++6 libqt6core6 libqt6widgets6 libqt6charts6 libqt6sql6-sqlite libqt6svg6 qt6-qpa-plugins libfmt9 fonts-noto-cjk; do
  [[ ", $depends," == *", $dep "* || ", $depends," == *", $dep,"* ]] || fail "Depends lacks $dep: $depends"
done
[[ $(field Recommends) == *qt6-translations-l10n* ]] || fail "Recommends lacks qt6-translations-l10n"
[ "$(field Homepage)" = https://github.com/rigplan/rigplan ] || fail "Homepage is '$(field Homepage)'"
[ "$(field Maintainer)" = "RigPlan developers <rigplan@users.noreply.github.com>" ] || fail "Maintainer is '$(field Maintainer)'"
[ "$(field Description | wc -l)" -gt 3 ] || fail "no extended description"

step "lintian"
start=$SECONDS
# --fail-on error,warning is the bar; -I shows the info tags too, of which the hardening ones
# (no bindnow, no fortify, no stack protector, no PIE) fail a --hardened run as well.
set +e
lintian -I --fail-on error,warning --tag-display-limit 0 "$deb" >"$work/lintian.log" 2>&1
rc=$?
set -e
cat "$work/lintian.log"
[ "$rc" -eq 0 ] || fail "lintian reports errors or warnings (exit $rc)"
if grep -E '^[EW]: ' "$work/lintian.log" >/dev/null; then fail "lintian: errors or warnings above"; fi
if [ "$hardened" = --hardened ] && grep -E '^I: .* hardening-' "$work/lintian.log" >/dev/null; then
  fail "lintian: hardening tags above"
fi
echo "lintian: $((SECONDS - start)) s"

step "unpack into a throwaway root"
root=$work/root
dpkg-deb -x "$deb" "$root"
for f in usr/bin/rigplan usr/bin/rigplan-cli usr/libexec/rigplan/rigplan-report \
         usr/share/applications/io.github.rigplan.RigPlan.desktop \
         usr/share/metainfo/io.github.rigplan.RigPlan.metainfo.xml \
         usr/share/icons/hicolor/scalable/apps/io.github.rigplan.RigPlan.svg \
         usr/share/icons/hicolor/scalable/mimetypes/application-x-rigplan-quote.svg \
         usr/share/mime/packages/io.github.rigplan.RigPlan.xml \
         usr/share/man/man1/rigplan.1.gz usr/share/man/man1/rigplan-cli.1.gz \
         usr/share/bash-completion/completions/rigplan usr/share/bash-completion/completions/rigplan-cli \
         usr/share/zsh/vendor-completions/_rigplan usr/share/zsh/vendor-completions/_rigplan-cli \
         usr/share/doc/rigplan/copyright usr/share/doc/rigplan/changelog.gz \
         usr/share/doc/rigplan/examples/lab-mixed.workload.json; do
  [ -e "$root/$f" ] || fail "the package lacks /$f"
done
for f in "$root"/usr/bin/* "$root"/usr/libexec/rigplan/*; do
  file -b "$f" | grep -q ', stripped' || fail "$f is not stripped: $(file -b "$f")"
done

step "desktop entry, metainfo, MIME type"
desktop-file-validate "$root/usr/share/applications/io.github.rigplan.RigPlan.desktop" >"$work/dfv.log" 2>&1 \
  || fail "desktop-file-validate: $(cat "$work/dfv.log")"
[ -s "$work/dfv.log" ] && fail "desktop-file-validate: $(cat "$work/dfv.log")"
grep -qx 'MimeType=application/x-rigplan-quote;' "$root/usr/share/applications/io.github.rigplan.RigPlan.desktop" \
  || fail "the desktop entry does not open application/x-rigplan-quote"
set +e
appstreamcli validate --pedantic --no-net --no-color "$root/usr/share/metainfo/io.github.rigplan.RigPlan.metainfo.xml" >"$work/as.log" 2>&1
rc=$?
set -e
# One pedantic hint is deliberate: the id keeps the GitHub organisation's spelling, as the
# desktop file, icon and the app's desktop file name do (renaming would orphan them).
issues=$(grep -E '^[EWIP]: ' "$work/as.log" | grep -v ': cid-contains-uppercase-letter io.github.rigplan.RigPlan$' || true)
if [ "$rc" -ne 0 ] || [ -n "$issues" ]; then fail "appstreamcli validate --pedantic: $(cat "$work/as.log")"; fi
cp -r "$root/usr/share/mime" "$work/mime"
update-mime-database -V "$work/mime" >"$work/mime.log" 2>&1 || fail "update-mime-database: $(cat "$work/mime.log")"
grep -q 'application/x-rigplan-quote:\*\.rigplan\.json' "$work/mime/globs2" 2>/dev/null \
  || fail "the MIME database does not map *.rigplan.json to application/x-rigplan-quote"

step "the installed programs"
cli=$root/usr/bin/rigplan-cli
version=$("$cli" --version) || fail "rigplan-cli --version failed"
[[ $version == "rigplan-cli "[0-9]*.[0-9]*.[0-9]* ]] || fail "rigplan-cli --version printed '$version'"
env -u DISPLAY -u WAYLAND_DISPLAY "$root/usr/bin/rigplan" --version | grep -q '^RigPlan [0-9]' || fail "rigplan --version"
# A throwaway catalog, so nothing touches the user's.
export RIGPLAN_CATALOG=$work/catalog.sqlite
set +e
"$cli" plan "$root/usr/share/doc/rigplan/examples/lab-mixed.workload.json" >"$work/plan.txt" 2>&1
rc=$?
set -e
[ "$rc" -eq 0 ] && grep -q mainstream "$work/plan.txt" || fail "installed rigplan-cli plan (exit $rc): $(head -20 "$work/plan.txt")"
set +e
QT_QPA_PLATFORM=offscreen "$cli" report "$root/usr/share/doc/rigplan/examples/lab-mixed.workload.json" -o "$work/quote.pdf" >"$work/report.txt" 2>&1
rc=$?
set -e
[ "$rc" -eq 0 ] && [ -s "$work/quote.pdf" ] || fail "installed rigplan-cli report (exit $rc): $(head -20 "$work/report.txt")"

step "man pages"
for page in rigplan rigplan-cli; do
  # Spaces squeezed: justified lines have runs of them.
  out=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$root/usr/share/man/man1/$page.1.gz" 2>"$work/man.err" | tr -s ' ') \
    || fail "man -l $page.1.gz failed"
  [ -s "$work/man.err" ] && fail "man -l $page.1.gz warns: $(cat "$work/man.err")"
  [[ $out == *NAME*"$page - "*SYNOPSIS*OPTIONS* ]] || fail "man $page lacks NAME / SYNOPSIS / OPTIONS"
done
man_cli=$(LC_ALL=C.UTF-8 MANWIDTH=200 man -l "$root/usr/share/man/man1/rigplan-cli.1.gz" 2>/dev/null | tr -s ' ')
for text in 'catalog list KIND' 'Exit codes' 'RIGPLAN_CATALOG' 'prepared-by'; do
  [[ $man_cli == *"$text"* ]] || fail "man rigplan-cli lacks '$text'"
done

step "completions"
# What `rigplan-cli <TAB>` offers, through bash-completion as an interactive shell loads it.
complete_bash() { # SCRIPT FUNCTION LINE...: prints the candidates for LINE
  local script=$1 function=$2
  shift 2
  PATH="$root/usr/bin:$PATH" bash --norc --noprofile -c '
    source /usr/share/bash-completion/bash_completion
    source "$1"
    COMP_LINE=$3
    COMP_POINT=${#COMP_LINE}
    read -ra COMP_WORDS <<<"$COMP_LINE"
    [[ $COMP_LINE == *" " ]] && COMP_WORDS+=("")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    "$2" "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
    printf "%s\n" "${COMPREPLY[@]}" | LC_ALL=C sort' _ "$script" "$function" "$*"
}
bcli=$root/usr/share/bash-completion/completions/rigplan-cli
got=$(complete_bash "$bcli" _rigplan_cli 'rigplan-cli ' | tr '\n' ' ')
[ "$got" = "budget catalog compare estimate kit models plan quote report validate " ] || fail "rigplan-cli <TAB> offers '$got'"
# The kinds, commands and options the help text names are what the completions offer.
help=$("$cli" --help)
# The KIND list and the lines that continue it (indented as a description is).
kinds=$(awk '/^ +KIND: /{f=1; sub(/^ +KIND: /, ""); print; next} f && /^                      [^ ]/{print; next} {f=0}' <<<"$help" |
  tr ' ' '\n' | grep -v '^$' | LC_ALL=C sort | tr '\n' ' ')
got=$(complete_bash "$bcli" _rigplan_cli 'rigplan-cli catalog list ' | tr '\n' ' ')
[ -n "$kinds" ] && [ "$got" = "$kinds" ] || fail "catalog list <TAB> offers '$got', the help names '$kinds'"
got=$(complete_bash "$bcli" _rigplan_cli "rigplan-cli --catalog $RIGPLAN_CATALOG estimate x.json --gpu h100-p")
[[ $got == *h100-pcie-80gb* ]] || fail "--gpu h100-p<TAB> offers '$got'"
commands=$(sed -n '/^Commands:/,/^$/s/^  \([a-z]\+\).*/\1/p' <<<"$help" | LC_ALL=C sort -u | tr '\n' ' ')
[ "$commands" = "budget catalog compare estimate kit models plan quote report validate " ] || fail "the help's commands changed ('$commands'): update the completions"
zcli=$root/usr/share/zsh/vendor-completions/_rigplan-cli
for option in $(grep -o -- '--[a-z][a-z-]*' <<<"$help" | sort -u); do
  grep -q -- "$option\\b" "$bcli" || fail "the bash completion lacks $option"
  grep -q -- "$option\\b" "$zcli" || fail "the zsh completion lacks $option"
done
for kind in $kinds; do grep -q "\\b$kind\\b" "$zcli" || fail "the zsh completion lacks the kind $kind"; done
gui_help=$(env -u DISPLAY -u WAYLAND_DISPLAY QT_QPA_PLATFORM=offscreen "$root/usr/bin/rigplan" --help 2>/dev/null)
for option in $(grep -o -- '--[a-z][a-z-]*' <<<"$gui_help" | sort -u); do
  grep -q -- "$option\\b" "$root/usr/share/bash-completion/completions/rigplan" || fail "the rigplan bash completion lacks $option"
  grep -q -- "$option\\b" "$root/usr/share/zsh/vendor-completions/_rigplan" || fail "the rigplan zsh completion lacks $option"
done
for f in "$zcli" "$root/usr/share/zsh/vendor-completions/_rigplan"; do
  zsh -n "$f" || fail "zsh -n $f"
done

if [ "$failures" -gt 0 ]; then
  echo "$failures check(s) failed" >&2
  exit 1
fi
echo "the Debian package passes"
