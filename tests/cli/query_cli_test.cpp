// `circlelab query` run as a user runs it: the real binary, input on stdin, output parsed.
#include <gtest/gtest.h>

#include <cerrno>
#include <csignal>
#include <fstream>
#include <poll.h>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>

#include "cli_run.h"

#include "core/io/json.h"

namespace {

using circlelab::testing::CliRun;
using circlelab::testing::ReadWholeFile;

CliRun RunQuery(const std::string& input) {
    // One file per test: ctest runs the tests of this binary in parallel processes.
    const std::string inPath =
        ::testing::TempDir() + ::testing::UnitTest::GetInstance()->current_test_info()->name() + ".jsonl";
    std::ofstream(inPath) << input;
    return circlelab::testing::RunCircleLab("query < " + inPath, false);
}

TEST(QueryCli, TheReadmeExample) {
    const CliRun r = RunQuery(R"({"circle":{"x":5,"y":5,"r":2},"shape":{"type":"rect","x":0,"y":0,"w":10,"h":10}})" "\n");
    EXPECT_EQ(r.status, 0);
    const circlelab::JsonParse p = circlelab::ParseJson(r.out);
    ASSERT_TRUE(p.value) << r.out;
    EXPECT_TRUE(p.value->Root().Find("inside")->Bool());
    EXPECT_EQ(p.value->Root().Find("distance")->Number(), -5.0);
    EXPECT_EQ(p.value->Root().Find("depth")->Number(), 7.0);
}

TEST(QueryCli, BadLineIsReportedAndTheRestAnswered) {
    const CliRun r = RunQuery(
        "{\"circle\":{\"x\":0,\"y\":0,\"r\":1},\"shape\":{\"type\":\"rect\",\"x\":0,\"y\":0,\"w\":0,\"h\":1}}\n"
        "{\"circle\":{\"x\":0,\"y\":0,\"r\":1},\"shape\":{\"type\":\"circle\",\"x\":0,\"y\":3,\"r\":1}}\n");
    EXPECT_EQ(r.status, 1);
    std::istringstream lines(r.out);
    std::string first, second;
    std::getline(lines, first);
    std::getline(lines, second);
    EXPECT_NE(first.find("\"error\":\"line 1, column"), std::string::npos) << first;
    EXPECT_NE(first.find("w must be > 0"), std::string::npos) << first;
    EXPECT_NE(second.find("\"distance\":2"), std::string::npos) << second;
}

TEST(QueryCli, TwentyThousandLinesAllAnswered) {
    std::string input;
    for (int i = 0; i < 20000; ++i)
        input += "{\"circle\":{\"x\":" + std::to_string(i % 200) +
                 ",\"y\":7,\"r\":3},\"shape\":{\"type\":\"triangle\",\"x\":50,\"y\":0,\"w\":100,\"h\":20,"
                 "\"missing\":\"top-left\",\"angle\":12}}\n";
    const CliRun r = RunQuery(input);
    EXPECT_EQ(r.status, 0);
    std::size_t lines = 0;
    for (char c : r.out) lines += c == '\n';
    EXPECT_EQ(lines, 20000u);
}

// The first answer line that differs, both ways, for a failure message a person can read.
std::string FirstDifference(const std::string& got, const std::string& expected) {
    std::istringstream a(got), b(expected);
    std::string lineA, lineB;
    for (int n = 1;; ++n) {
        const bool moreA = static_cast<bool>(std::getline(a, lineA));
        const bool moreB = static_cast<bool>(std::getline(b, lineB));
        if (!moreA && !moreB) return "the same lines, but not the same bytes (a last newline?)";
        if (!moreA || !moreB || lineA != lineB)
            return "answer " + std::to_string(n) + ":\n  got      " + (moreA ? lineA : "(nothing)") +
                   "\n  recorded " + (moreB ? lineB : "(nothing)");
    }
}

// The recorded corpus (tests/data/query/, made by make_corpus.py): valid lines of every shape kind
// and many broken ones, answered byte for byte as the program answered them when the answers were
// recorded, with the same status and nothing on stderr, from a file and from a pipe alike.
TEST(QueryCli, TheRecordedCorpusIsAnsweredByteForByte) {
    const std::string corpus = CIRCLELAB_TEST_DATA "/query/corpus.jsonl";
    const std::string expected = ReadWholeFile(CIRCLELAB_TEST_DATA "/query/corpus.out");
    ASSERT_GT(expected.size(), 100000u) << "the recorded answers are missing";
    const std::string errors = ::testing::TempDir() + "query_corpus.stderr";
    const std::string exe = CIRCLELAB_EXE;
    // stdin a file, then a pipe (the input comes in pieces, as another program writes it).
    for (const std::string& command : {exe + " query < " + corpus, "cat " + corpus + " | " + exe + " query"}) {
        SCOPED_TRACE(command);
        const CliRun r = circlelab::testing::RunShell(command + " 2>" + errors);
        EXPECT_EQ(r.status, 1);  // the corpus holds bad lines
        EXPECT_TRUE(r.out == expected) << FirstDifference(r.out, expected);
        EXPECT_EQ(ReadWholeFile(errors), "");
    }
}

// A program that writes a line and waits for its answer before writing the next one (or a person
// typing) gets each answer at once: answers may be written in blocks, but never held back while
// the input is waited for.
TEST(QueryCli, EachAnswerComesBeforeTheNextLineIsWritten) {
    int toChild[2], fromChild[2];
    ASSERT_EQ(pipe(toChild), 0);
    ASSERT_EQ(pipe(fromChild), 0);
    const pid_t child = fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
        dup2(toChild[0], 0);
        dup2(fromChild[1], 1);
        close(toChild[0]);
        close(toChild[1]);
        close(fromChild[0]);
        close(fromChild[1]);
        execl(CIRCLELAB_EXE, CIRCLELAB_EXE, "query", static_cast<char*>(nullptr));
        _exit(127);
    }
    close(toChild[0]);
    close(fromChild[1]);
    std::signal(SIGPIPE, SIG_IGN);
    // One answer line, or what came within 20 s.
    const auto readLine = [&] {
        std::string line;
        char c;
        while (line.empty() || line.back() != '\n') {
            pollfd p{fromChild[0], POLLIN, 0};
            if (poll(&p, 1, 20000) != 1 || read(fromChild[0], &c, 1) != 1) break;
            line += c;
        }
        return line;
    };
    const std::string ask = "{\"circle\":{\"x\":0,\"y\":0,\"r\":1},\"shape\":{\"type\":\"circle\",\"x\":3,\"y\":4,\"r\":1}}\n";
    for (int i = 0; i < 3; ++i) {
        ASSERT_EQ(write(toChild[1], ask.data(), ask.size()), static_cast<ssize_t>(ask.size()));
        const std::string answer = readLine();
        EXPECT_NE(answer.find("\"distance\":4,"), std::string::npos) << "answer " << i + 1 << ": " << answer;
        if (answer.empty()) break;
    }
    ASSERT_EQ(write(toChild[1], "oops\n", 5), 5);
    EXPECT_NE(readLine().find("line 4, column 1"), std::string::npos);
    close(toChild[1]);
    int raw = 0;
    waitpid(child, &raw, 0);
    close(fromChild[0]);
    EXPECT_TRUE(WIFEXITED(raw) && WEXITSTATUS(raw) == 1);
}

// A read that fails (here: no standard input at all) ends with a message, not an abort.
TEST(QueryCli, AFailedReadIsReportedNotACrash) {
    const CliRun r = circlelab::testing::RunCircleLab("query <&-");
    EXPECT_EQ(r.status, 1);
    EXPECT_NE(r.out.find("circlelab query: reading standard input failed"), std::string::npos) << r.out;
}

}  // namespace
