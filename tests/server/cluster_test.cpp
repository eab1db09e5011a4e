// The parts that join nodes: sealed messages between them over Redis pub/sub (a forged or replayed one is
// dropped) and the leases that give each room one owner. Needs LITTLETABLE_TEST_REDIS, as search_queue_test.
#include <gtest/gtest.h>

#include <future>
#include <thread>

#include "server/cluster/bus_seal.h"
#include "server/cluster/node_bus.h"
#include "server/cluster/room_leases.h"
#include "tests/server/test_redis.h"

namespace littletable::server {
namespace {

using nlohmann::json;

TEST(BusSeal, OnlyTheSecretsHolderSealsAndOldMessagesAreRefused) {
    BusSeal seal("the cluster secret"), other("another secret");
    const json m{{"t", "in"}, {"at", 1'000'000}};
    const std::string text = seal.seal(m);
    EXPECT_EQ(seal.open(text, 1'000'500).value(), m);
    EXPECT_FALSE(other.open(text, 1'000'500)) << "another secret";
    std::string tampered = text;
    tampered.back() = tampered.back() == '}' ? ' ' : '}';
    EXPECT_FALSE(seal.open(tampered, 1'000'500));
    std::string forged = text;
    forged.replace(forged.find("\"in\""), 4, "\"up\"");
    EXPECT_FALSE(seal.open(forged, 1'000'500)) << "the body changed under the same MAC";
    EXPECT_FALSE(seal.open(text, 1'000'000 + 31'000)) << "a replay half a minute later";
    for (const char* bad : {"", " ", "zz {}", "{}"})
        EXPECT_FALSE(seal.open(bad, 1'000'000)) << bad;
}

class Cluster : public ::testing::Test {
protected:
    void SetUp() override {
        auto redis = testing::test_redis();
        if (!redis)
            GTEST_SKIP() << "LITTLETABLE_TEST_REDIS is not set (scripts/test.sh sets it)";
        address = *redis;
        prefix = testing::test_key_prefix();
    }
    RoomLeases& leases(const std::string& node, std::chrono::milliseconds ttl = std::chrono::milliseconds(6000)) {
        held.push_back(std::move(RoomLeases::connect({address, node, prefix, ttl})).value());
        return *held.back();
    }
    redis::Address address;
    std::string prefix;
    std::vector<std::unique_ptr<RoomLeases>> held;
};

TEST_F(Cluster, NodesExchangeSealedMessagesAndDropForgedOnes) {
    std::promise<protocol::bus::Envelope> got;
    auto b = std::move(NodeBus::start({address, "b", "secret", prefix}, [&](const protocol::bus::Envelope& m) {
                 got.set_value(m);
             })).value();
    auto a = std::move(NodeBus::start({address, "a", "secret", prefix}, [](const protocol::bus::Envelope&) {})).value();
    // Forgeries first: garbage, and a message sealed with another secret.
    auto raw = std::move(redis::Client::connect(address)).value();
    ASSERT_TRUE(raw->command({"PUBLISH", prefix + "node:b", "{\"t\":\"in\"}"}).ok());
    json fake{{"t", "in"}, {"from", "a"}, {"at", 0}};
    ASSERT_TRUE(raw->command({"PUBLISH", prefix + "node:b", BusSeal("guess").seal(fake)}).ok());
    a->send("b", protocol::bus::In{7, "hello"});
    auto future = got.get_future();
    ASSERT_EQ(future.wait_for(std::chrono::seconds(5)), std::future_status::ready);
    const protocol::bus::Envelope m = future.get();
    EXPECT_EQ(m.from, "a");
    EXPECT_EQ(std::get<protocol::bus::In>(m.message).frame, "hello");
    EXPECT_EQ(b->rejected(), 2u);
}

TEST_F(Cluster, ARoomHasOneOwnerUntilItsLeaseIsGivenBackOrRunsOut) {
    RoomLeases& a = leases("a");
    RoomLeases& b = leases("b");
    EXPECT_EQ(a.acquire("R1").value(), "a");
    EXPECT_EQ(a.acquire("R1").value(), "a") << "ours already";
    EXPECT_EQ(b.acquire("R1").value(), "a");
    EXPECT_EQ(b.owner("R1").value(), "a");
    EXPECT_EQ(b.owners({"R1", "R0"}).value(), (std::vector<std::optional<std::string>>{"a", std::nullopt}));
    EXPECT_TRUE(a.renew({"R1"}).value().empty());
    EXPECT_EQ(b.renew({"R1"}).value(), std::vector<std::string>{"R1"}) << "not b's to renew";
    b.release("R1");
    EXPECT_EQ(a.owner("R1").value(), "a") << "b cannot give back a's lease";
    a.release("R1");
    EXPECT_FALSE(a.owner("R1").value());
    EXPECT_EQ(b.acquire("R1").value(), "b");
    EXPECT_EQ(a.renew({"R1"}).value(), std::vector<std::string>{"R1"}) << "a learns it lost the room";

    RoomLeases& shortA = leases("a", std::chrono::milliseconds(150));
    EXPECT_EQ(shortA.acquire("R2").value(), "a");
    std::this_thread::sleep_for(std::chrono::milliseconds(300)); // a died: no renewal
    EXPECT_EQ(b.acquire("R2").value(), "b");

    a.heartbeat();
    EXPECT_TRUE(b.alive("a", std::chrono::milliseconds(3000)));
    EXPECT_FALSE(b.alive("c", std::chrono::milliseconds(3000)));
}

} // namespace
} // namespace littletable::server
