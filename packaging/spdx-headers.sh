#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Adds the licence tag `SPDX-License-Identifier: GPL-3.0-or-later` to every project source
# file that lacks it, in that file's comment syntax; running it again changes nothing.
#
#   bash packaging/spdx-headers.sh           # add the missing tags
#   bash packaging/spdx-headers.sh --check   # list files without one; exit 1 if any (the test)
#
# "Source" is code: C++ (.cpp .h), CMake (CMakeLists.txt, .cmake), shell (.sh, .ci/run, the
# bash completions) and zsh completions. Data (catalog CSV, JSON samples and fixtures, SQL
# fixtures, translations, images, Markdown) carries no header: fixtures are compared byte
# for byte and the catalog's licence is stated in packaging/copyright.
set -euo pipefail

tag='SPDX-License-Identifier: GPL-3.0-or-later'
mode=fix
case "${1:-}" in
  --check) mode=check ;;
  '') ;;
  *) echo "usage: $0 [--check]" >&2; exit 2 ;;
esac

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

# The project's files: what git tracks plus new files it does not ignore; without git (a
# source tarball) every file outside the build folders and .git.
list_files() {
  if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git ls-files --cached --others --exclude-standard
  else
    find . -path ./.git -prune -o -path './build*' -prune -o -path ./out -prune -o -type f -print | sed 's|^\./||'
  fi
}

# The comment syntax of a source file, or nothing for a file that is not source.
comment_of() {
  case "$1" in
    *.cpp|*.h) echo '//' ;;
    CMakeLists.txt|*/CMakeLists.txt|*.cmake) echo '#' ;;
    *.sh|.ci/run|packaging/completions/bash/*|packaging/completions/zsh/*) echo '#' ;;
    *) ;;
  esac
}

missing=0
while IFS= read -r file; do
  [ -f "$file" ] || continue # listed by git but deleted in the work tree
  comment=$(comment_of "$file")
  [ -n "$comment" ] || continue
  # A tag anywhere in the first lines counts (after a shebang or a zsh #compdef line).
  if head -n 5 "$file" | grep -q "$tag"; then
    continue
  fi
  if [ "$mode" = check ]; then
    echo "missing SPDX tag: $file"
    missing=$((missing + 1))
    continue
  fi
  tmp=$(mktemp "$file.spdx.XXXXXX")
  first=$(head -n 1 "$file")
  # The first line must stay first when the kernel or zsh reads it: a shebang, #compdef.
  if [[ "$first" == '#!'* || "$first" == '#compdef'* ]]; then
    { printf '%s\n' "$first"; printf '%s %s\n' "$comment" "$tag"; tail -n +2 "$file"; } >"$tmp"
  else
    { printf '%s %s\n' "$comment" "$tag"; cat "$file"; } >"$tmp"
  fi
  chmod --reference="$file" "$tmp"
  mv "$tmp" "$file"
  echo "added SPDX tag: $file"
done < <(list_files | LC_ALL=C sort)

if [ "$mode" = check ] && [ "$missing" -gt 0 ]; then
  echo "$missing source file(s) lack '$tag'; add them with: bash packaging/spdx-headers.sh" >&2
  exit 1
fi
exit 0
