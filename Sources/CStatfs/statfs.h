#ifndef RECIPE_TUI_CSTATFS_H
#define RECIPE_TUI_CSTATFS_H
// statfs(2), which says what kind of file system a path is on (proc, sysfs, …) by its magic
// number. Swift's Glibc module leaves out <sys/vfs.h>; the collection walk needs it to keep off the
// kernel's own file systems.
#ifdef __linux__
#include <sys/vfs.h>
#endif
#endif
