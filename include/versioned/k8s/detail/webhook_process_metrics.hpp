// Copyright (c) 2026 The versioned authors. Distributed under the Boost Software License 1.0.
#ifndef VERSIONED_K8S_DETAIL_WEBHOOK_PROCESS_METRICS_HPP
#define VERSIONED_K8S_DETAIL_WEBHOOK_PROCESS_METRICS_HPP

// The standard process_* metrics of Prometheus' client libraries (CPU time, memory, file
// descriptors, start time), read from /proc as client_golang's process collector reads them.
// Linux only; elsewhere none are written.

#include <versioned/k8s/detail/webhook_metrics.hpp>

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <string>
#include <string_view>

#if defined(__linux__)
#include <dirent.h>
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace versioned::k8s::detail {

#if defined(__linux__)
inline double webhook_to_double(const std::string& s) noexcept { return std::strtod(s.c_str(), nullptr); }

// The fields of /proc/self/stat from the third on (after "pid (comm)", whose comm may hold spaces).
inline bool webhook_proc_stat(std::string fields[], std::size_t count) {
    std::ifstream in("/proc/self/stat");
    std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    auto close = text.rfind(')');
    if (close == std::string::npos) return false;
    std::istringstream rest(text.substr(close + 1));
    for (std::size_t i = 0; i < count; ++i)
        if (!(rest >> fields[i])) return false;
    return true;
}

// The process' start in seconds since the Unix epoch: boot time (/proc/stat btime) plus the
// start in clock ticks since boot (field 22 of /proc/self/stat).
inline double webhook_process_start_time() {
    std::string fields[20];
    if (!webhook_proc_stat(fields, 20)) return 0;
    std::ifstream in("/proc/stat");
    std::string key;
    double boot = 0;
    while (in >> key) {
        if (key == "btime") {
            in >> boot;
            break;
        }
        in.ignore(1 << 20, '\n');
    }
    return boot + webhook_to_double(fields[19]) / static_cast<double>(sysconf(_SC_CLK_TCK));
}

inline std::size_t webhook_open_fds() {
    std::size_t n = 0;
    if (DIR* dir = opendir("/proc/self/fd")) {
        while (const dirent* e = readdir(dir))
            if (e->d_name[0] != '.') ++n;
        closedir(dir);
        --n; // the directory stream's own descriptor
    }
    return n;
}
#endif

// Appends the process_* metrics; start_time from webhook_process_start_time() (read once).
inline void webhook_process_metrics(std::string& out, [[maybe_unused]] double start_time) {
#if defined(__linux__)
    std::string f[22]; // fields 3..24: utime is 14, stime 15, vsize 23, rss 24
    if (!webhook_proc_stat(f, 22)) return;
    const double ticks = static_cast<double>(sysconf(_SC_CLK_TCK));
    const double page = static_cast<double>(sysconf(_SC_PAGESIZE));
    auto one = [&](std::string_view name, std::string_view type, std::string_view help, double value) {
        out.append("# HELP ").append(name).append(" ").append(help).append("\n# TYPE ");
        out.append(name).append(" ").append(type).append("\n").append(name).append(" ");
        webhook_number(out, value);
        out += '\n';
    };
    one("process_cpu_seconds_total", "counter", "Total user and system CPU time spent in seconds.",
        (webhook_to_double(f[11]) + webhook_to_double(f[12])) / ticks);
    one("process_resident_memory_bytes", "gauge", "Resident memory size in bytes.", webhook_to_double(f[21]) * page);
    one("process_virtual_memory_bytes", "gauge", "Virtual memory size in bytes.", webhook_to_double(f[20]));
    one("process_open_fds", "gauge", "Number of open file descriptors.", static_cast<double>(webhook_open_fds()));
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY)
        one("process_max_fds", "gauge", "Maximum number of open file descriptors.", static_cast<double>(limit.rlim_cur));
    one("process_start_time_seconds", "gauge", "Start time of the process since unix epoch in seconds.", start_time);
#endif
}

} // namespace versioned::k8s::detail

#endif // VERSIONED_K8S_DETAIL_WEBHOOK_PROCESS_METRICS_HPP
