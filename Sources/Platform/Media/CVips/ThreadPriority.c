#include "CVips.h"

#if defined(__linux__)
#include <errno.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

// PRIO_PROCESS with a thread id addresses that one thread on Linux (POSIX would mean the process).
static id_t current_thread(void) { return (id_t)syscall(SYS_gettid); }

int gh_thread_nice(void) {
    errno = 0;
    int nice = getpriority(PRIO_PROCESS, current_thread());
    return errno == 0 ? nice : 0;
}

static _Thread_local int lowered = 0;

int gh_lower_thread_priority(int steps) {
    if (lowered) return 0;
    lowered = 1;
    int target = gh_thread_nice() + steps;
    if (target > 19) target = 19;
    return setpriority(PRIO_PROCESS, current_thread(), target);
}
#elif defined(__APPLE__)
#include <pthread.h>

int gh_thread_nice(void) { return 0; }

int gh_lower_thread_priority(int steps) {
    (void)steps;
    return pthread_set_qos_class_self_np(QOS_CLASS_UTILITY, 0);
}
#else
int gh_thread_nice(void) { return 0; }
int gh_lower_thread_priority(int steps) { (void)steps; return -1; }
#endif
