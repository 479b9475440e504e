#ifndef RECIPE_TUI_CPTY_SHIM_H
#define RECIPE_TUI_CPTY_SHIM_H
// forkpty for the benchmark, which runs recipe-tui on a pseudo-terminal as a user's terminal would.
// Swift's Glibc module does not include <pty.h>; libutil holds forkpty on older glibc.
#include <pty.h>
#include <sys/ioctl.h>
#include <termios.h>
#endif
