#define _GNU_SOURCE
#include "mapping_guard.h"

#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <sched.h>
#include <unistd.h>

// A fixed table, so that the handler reads it without locks or allocation: a slot is claimed with
// `used`, filled, then published with `ready`; the handler looks only at ready slots.
#define SLOT_COUNT 64

struct slot {
    atomic_int used;
    atomic_int ready;
    atomic_int faulted;
    atomic_uintptr_t start;
    atomic_uintptr_t end;
};

static struct slot slots[SLOT_COUNT];
static atomic_int installed;
/// Read once at installation: sysconf is not among the functions a signal handler may call.
static uintptr_t page_size = 4096;
static struct sigaction previous;

static void chain(int signal, siginfo_t *info, void *context) {
    if (previous.sa_flags & SA_SIGINFO) {
        if (previous.sa_sigaction) previous.sa_sigaction(signal, info, context);
        return;
    }
    if (previous.sa_handler == SIG_IGN) return;
    if (previous.sa_handler != SIG_DFL) {
        previous.sa_handler(signal);
        return;
    }
    // The default action: die of the signal. A fault would happen again on return, but a SIGBUS
    // sent with kill(2) would not, so the signal is raised again with its default action.
    struct sigaction fallback;
    memset(&fallback, 0, sizeof fallback);
    fallback.sa_handler = SIG_DFL;
    sigemptyset(&fallback.sa_mask);
    sigaction(signal, &fallback, NULL);
    sigset_t unblock;
    sigemptyset(&unblock);
    sigaddset(&unblock, signal);
    pthread_sigmask(SIG_UNBLOCK, &unblock, NULL);
    raise(signal);
}

static void handle(int signal, siginfo_t *info, void *context) {
    int saved = errno;
    // Only a fault the kernel raised has an address; one sent with kill(2) or sigqueue(3) has none.
    if (info != NULL && info->si_code > 0) {
        uintptr_t address = (uintptr_t)info->si_addr;
        for (int index = 0; index < SLOT_COUNT; index++) {
            struct slot *slot = &slots[index];
            if (!atomic_load_explicit(&slot->ready, memory_order_acquire)) continue;
            uintptr_t start = atomic_load_explicit(&slot->start, memory_order_relaxed);
            uintptr_t end = atomic_load_explicit(&slot->end, memory_order_relaxed);
            if (address < start || address >= end) continue;
            void *base = (void *)(address & ~(page_size - 1));
            // Zeros where the file's page was: the read goes on, and its owner is told.
            if (mmap(base, page_size, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0) == MAP_FAILED) break;
            atomic_store(&slot->faulted, 1);
            errno = saved;
            return;
        }
    }
    errno = saved;
    chain(signal, info, context);
}

// Installing and removing take this lock: loads on several threads may install the guard at once.
static atomic_flag changing = ATOMIC_FLAG_INIT;

static void lock(void) {
    while (atomic_flag_test_and_set_explicit(&changing, memory_order_acquire)) sched_yield();
}

static void unlock(void) {
    atomic_flag_clear_explicit(&changing, memory_order_release);
}

int mapping_guard_install(void) {
    lock();
    int result = 0;
    if (!atomic_load(&installed)) {
        // What it chains to is known before the handler can run.
        struct sigaction before;
        if (sigaction(SIGBUS, NULL, &before) == 0) {
            previous = before;
            long size = sysconf(_SC_PAGESIZE);
            if (size > 0) page_size = (uintptr_t)size;
            struct sigaction action;
            memset(&action, 0, sizeof action);
            action.sa_sigaction = handle;
            action.sa_flags = SA_SIGINFO | SA_ONSTACK;
            sigemptyset(&action.sa_mask);
            if (sigaction(SIGBUS, &action, NULL) == 0) atomic_store(&installed, 1);
            else result = -1;
        } else {
            result = -1;
        }
    }
    unlock();
    return result;
}

void mapping_guard_remove(void) {
    lock();
    if (atomic_load(&installed)) {
        sigaction(SIGBUS, &previous, NULL);
        atomic_store(&installed, 0);
    }
    unlock();
}

int mapping_guard_is_installed(void) {
    return atomic_load(&installed);
}

int mapping_guard_register(const void *start, size_t length) {
    for (int index = 0; index < SLOT_COUNT; index++) {
        struct slot *slot = &slots[index];
        int expected = 0;
        if (!atomic_compare_exchange_strong(&slot->used, &expected, 1)) continue;
        atomic_store(&slot->faulted, 0);
        atomic_store_explicit(&slot->start, (uintptr_t)start, memory_order_relaxed);
        atomic_store_explicit(&slot->end, (uintptr_t)start + length, memory_order_relaxed);
        atomic_store_explicit(&slot->ready, 1, memory_order_release);
        return index;
    }
    return -1;
}

int mapping_guard_unregister(int slot) {
    if (slot < 0 || slot >= SLOT_COUNT) return 0;
    atomic_store(&slots[slot].ready, 0);
    int faulted = atomic_load(&slots[slot].faulted);
    atomic_store(&slots[slot].used, 0);
    return faulted;
}
