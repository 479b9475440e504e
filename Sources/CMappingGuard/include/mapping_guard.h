#ifndef RECIPE_TUI_MAPPING_GUARD_H
#define RECIPE_TUI_MAPPING_GUARD_H

#include <stddef.h>

/// Guards ranges of memory mapped from files against SIGBUS, the signal a read of a mapped page
/// past the end of a file that another program cut short raises.
///
/// A fault inside a registered range is answered by mapping a page of zeros over the faulting page
/// and marking the range: the read goes on, finds zeros, and the owner of the range learns from
/// `mapping_guard_unregister` that what it read cannot be trusted. A fault anywhere else goes to
/// the handler that was installed before the guard, exactly as if the guard were not there.

/// Installs the SIGBUS handler (SA_SIGINFO | SA_ONSTACK) over whatever handles SIGBUS now, which it
/// chains to; nothing when it is installed already. Returns 0, or -1 when sigaction failed.
int mapping_guard_install(void);

/// Puts back the handler the guard chains to; nothing when the guard is not installed.
///
/// To stack the guard on top of a handler installed later: remove it, install that handler, install the guard again.
void mapping_guard_remove(void);

/// Whether the handler is installed.
int mapping_guard_is_installed(void);

/// Registers `[start, start + length)`, which must be mapped; returns a slot for
/// `mapping_guard_unregister`, or -1 when every slot is taken (the caller must not rely on the guard then).
int mapping_guard_register(const void *start, size_t length);

/// Forgets a slot; returns 1 when a fault in its range was answered with zeros since it was registered, else 0.
int mapping_guard_unregister(int slot);

#endif
