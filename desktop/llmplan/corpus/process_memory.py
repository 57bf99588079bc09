"""How much memory this process holds, on each platform, for the per-file memory limit.

Through psutil (BSD), which asks each system its own way; what the watchdog needs is the
growth of one process while it reads one file, so each platform gives the figure that grows
by exactly what the process allocated for itself:
- Linux: its private pages (unique set size, from /proc/self/smaps_rollup). Private, not
  resident: a forked worker starts out sharing every page of its parent, and where the
  parent's heap holds freed memory, the worker's allocations reuse those pages. Its
  resident size then stays flat while it copies hundreds of MiB for itself; its private
  size grows by exactly what it copied.
- Windows: its commit charge (psutil's `vms`: the private bytes the system committed for
  it), a counter the system keeps: one call, no walk over the pages. Workers are spawned
  there, so nothing is shared with a parent. (Not psutil's `private`: Wine leaves that
  counter unset, 6 GiB and then 0, where the commit charge grows by what was allocated.)
- macOS (and others): its resident size. Workers are spawned there too.

Cost per call, measured on Linux (benchmarks in the commit message of issue 31): psutil's
resident size reads /proc/self/statm as a hand-written read did (11-30 µs); the private
size walks every mapping of the process (smaps_rollup; 3-5 ms in a worker forked from a
parent of 340 MiB, 0.3 ms in a spawned one), psutil no slower than a read by hand. So
`grown_past` asks the cheap resident size first, as before.
"""

from __future__ import annotations

import os
import sys

import psutil

_LINUX = sys.platform.startswith("linux")
_WINDOWS = sys.platform == "win32"

_process: psutil.Process | None = None


def _this_process() -> psutil.Process:
    """psutil's handle on this process; a forked child makes its own (the pid differs)."""
    global _process
    if _process is None or _process.pid != os.getpid():
        _process = psutil.Process()
    return _process


def own_bytes() -> int | None:
    """Memory this process alone holds now (see the module's docstring); None where the
    system does not say."""
    try:
        process = _this_process()
        if _LINUX:
            return int(process.memory_full_info().uss)
        info = process.memory_info()
        return int(info.vms if _WINDOWS else info.rss)
    except (psutil.Error, OSError, AttributeError):
        return None


def resident_bytes() -> int | None:
    """Resident bytes now, None where unknown: an upper bound of the private pages."""
    try:
        return int(_this_process().memory_info().rss)
    except (psutil.Error, OSError):
        return None


def grown_past(baseline: int | None, limit: int) -> bool:
    """Whether `own_bytes()` grew more than `limit` past `baseline`; never where either is
    unknown (the memory limit then does not fire; the time limit still does). On Linux
    private pages are resident ones, so while the whole resident size is within
    baseline + limit they cannot have: then the cheap resident size answers, not the walk
    over every page (whose cost in a forked worker is milliseconds, four times a second)."""
    if baseline is None:
        return False
    if _LINUX:
        resident = resident_bytes()
        if resident is not None and resident - baseline <= limit:
            return False
    now = own_bytes()
    return now is not None and now - baseline > limit
