#ifndef RECIPE_TUI_CWIDTH_H
#define RECIPE_TUI_CWIDTH_H
// libc's wcwidth, the width function ncurses paints with. Swift's Glibc module hides it
// (it needs _XOPEN_SOURCE), so it is declared here for the pure text code, which must
// measure exactly as ncurses does without importing ncurses.
#include <stddef.h>
extern int wcwidth(wchar_t c);
#endif
