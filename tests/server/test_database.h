// The storage suites run on every backend: SQLite always, PostgreSQL when LITTLETABLE_TEST_POSTGRES holds a
// server's URL (scripts/test.sh starts one with scripts/postgres.sh). Each test gets a database of its own: a
// temporary SQLite file, or a PostgreSQL schema of its own, dropped at the end.
#pragma once

#include <pqxx/pqxx>
#include <sqlite3.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>

#include "server/storage/location.h"
#include "server/storage/open_database.h"
#include "server/common/secrets.h"

namespace littletable::server::testing {

/// "sqlite", and "postgresql" when a server is given.
inline std::vector<std::string> storage_backends() {
    std::vector<std::string> out{"sqlite"};
    if (const char* url = std::getenv("LITTLETABLE_TEST_POSTGRES"); url && *url)
        out.emplace_back("postgresql");
    return out;
}

inline std::string backend_name(const ::testing::TestParamInfo<std::string>& info) { return info.param; }

class TestDatabase {
public:
    explicit TestDatabase(const std::string& backend) : postgres(backend == "postgresql") {
        const std::string unique = std::to_string(::getpid()) + "_" + new_secret().substr(0, 10);
        if (!postgres) {
            path = std::filesystem::temp_directory_path() / ("littletable_test_" + unique + ".db");
            location = path.string();
            return;
        }
        server = std::getenv("LITTLETABLE_TEST_POSTGRES");
        schema = "test_" + unique;
        for (char& c : schema)
            c = std::isalnum(static_cast<unsigned char>(c)) ? char(std::tolower(c)) : '_';
        pqxx::connection conn(server);
        pqxx::work tx(conn);
        tx.exec("CREATE SCHEMA " + schema);
        tx.commit();
        location = server + (server.find('?') == std::string::npos ? "?" : "&") + "options=-csearch_path%3D" + schema;
    }
    ~TestDatabase() {
        if (!postgres) {
            for (const char* suffix : {"", "-wal", "-shm"})
                std::filesystem::remove(path.string() + suffix);
            return;
        }
        try {
            pqxx::connection conn(server);
            pqxx::work tx(conn);
            tx.exec("DROP SCHEMA " + schema + " CASCADE");
            tx.commit();
        } catch (const std::exception&) {
        }
    }
    TestDatabase(const TestDatabase&) = delete;
    TestDatabase& operator=(const TestDatabase&) = delete;

    /// Opens the database (again, as after a restart).
    std::unique_ptr<Database> open() const {
        auto db = open_database(location);
        EXPECT_TRUE(db.ok()) << (db.ok() ? "" : db.error().message);
        return db.ok() ? std::move(db).value() : nullptr;
    }

    /// The first column of the first row of `sql`, through a second, independent connection.
    int64_t count(const std::string& sql) const {
        if (postgres) {
            pqxx::connection conn(location);
            pqxx::work tx(conn);
            return tx.exec(sql)[0][0].as<int64_t>();
        }
        sqlite3* other = nullptr;
        sqlite3_open_v2(location.c_str(), &other, SQLITE_OPEN_READONLY, nullptr);
        sqlite3_stmt* st = nullptr;
        sqlite3_prepare_v2(other, sql.c_str(), -1, &st, nullptr);
        const int64_t n = sqlite3_step(st) == SQLITE_ROW ? sqlite3_column_int64(st, 0) : -1;
        sqlite3_finalize(st);
        sqlite3_close(other);
        return n;
    }

    /// A name for connections of a test's own: letters, digits and '_', unique.
    static std::string unique_application() {
        std::string name = "lt_" + new_secret().substr(0, 12);
        for (char& c : name)
            c = std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
        return name;
    }
    /// A PostgreSQL location whose connections are named `application`, so that pg_stat_activity tells them apart.
    std::string named(const std::string& application) const { return location + "&application_name=" + application; }
    /// Waits (at most 10 s) until a connection named `application` waits on a lock; whether one did.
    bool waits_on_lock(const std::string& application) const {
        pqxx::connection conn(location);
        for (int i = 0; i < 1000; ++i) {
            pqxx::work tx(conn);
            if (tx.exec_params("SELECT COUNT(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND "
                               "application_name = $1",
                               application)[0][0]
                    .as<int64_t>() > 0)
                return true;
            tx.commit();
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
        return false;
    }

    std::string location;

private:
    bool postgres;
    std::filesystem::path path;
    std::string server;
    std::string schema;
};

} // namespace littletable::server::testing
