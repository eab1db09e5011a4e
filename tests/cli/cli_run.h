// Helpers of the black-box tests of the `littletable` command: run the built binary, capture what it prints.
#pragma once

#include <gtest/gtest.h>

#include <sys/wait.h>

#include <cstdio>
#include <fstream>
#include <string>

namespace littletable::cli_test {

struct CliRun {
    std::string out;
    int exitCode;
};

/// Runs `littletable ARGS` through the shell; `stderrToo` merges stderr into the captured text.
inline CliRun run(const std::string& args, bool stderrToo = false) {
    std::string cmd = std::string(LITTLETABLE_BIN) + " " + args + (stderrToo ? " 2>&1" : " 2>/dev/null");
    FILE* p = popen(cmd.c_str(), "r");
    std::string out;
    char buf[4096];
    size_t n;
    while ((n = fread(buf, 1, sizeof buf, p)) > 0)
        out.append(buf, n);
    int status = pclose(p);
    return {out, WIFEXITED(status) ? WEXITSTATUS(status) : -1};
}

inline std::string last_line(const std::string& s) {
    std::string t = s;
    while (!t.empty() && t.back() == '\n')
        t.pop_back();
    return t.substr(t.rfind('\n') == std::string::npos ? 0 : t.rfind('\n') + 1);
}

inline std::string temp_file(const std::string& name, const std::string& content) {
    std::string path = testing::TempDir() + name;
    std::ofstream(path, std::ios::binary) << content;
    return path;
}

} // namespace littletable::cli_test
