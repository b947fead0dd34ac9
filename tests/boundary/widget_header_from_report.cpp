// SPDX-License-Identifier: GPL-3.0-or-later
// Compiled with rigplan_report's usage requirements only (as rigplan-cli is): a header of the
// app's widgets must not be found. tests/CMakeLists.txt expects this build to fail on the include.
#include "MainWindow.h"

int main()
{
    return 0;
}
