// The engine's side of /metrics (issue 37): a collected token is recorded with its method, its time from submit
// and the estimated wait between ready and collected, where the engine learns its solve times.
#include "core/metrics/metrics.h"
#include "enginelogicfixture.h"

#include <QRegularExpression>

using namespace SolveDeck;
using Kind = SolveDeckTest::FakeApi::Kind;

TEST_F(EngineLogic, ACollectedTokenIsRecordedInTheMetrics)
{
    Metrics metrics;
    engine->setMetrics(&metrics);
    startWithPlan(5);
    enqueue(Method::Turnstile, 1);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    scheduler.runDue();
    const qint64 submittedAt = scheduler.nowMs();
    ASSERT_TRUE(advanceUntil(
        [this] {
        return api.count(Kind::Poll) > 0;
        },
        60'000));
    const qint64 polledAt = scheduler.nowMs();
    ASSERT_TRUE(api.answerPoll(QStringLiteral("T1"), true));
    scheduler.runDue();

    const QString text = QString::fromUtf8(metrics.expose().body);
    auto sample = [&text](const QString &name) {
        const QRegularExpression line(QStringLiteral("^") + QRegularExpression::escape(name)
                                          + QStringLiteral(" (\\S+)$"),
                                      QRegularExpression::MultilineOption);
        const QRegularExpressionMatch m = line.match(text);
        return m.hasMatch() ? m.captured(1).toDouble() : -1.0;
    };
    const double solve = double(polledAt - submittedAt) / 1000.0;
    EXPECT_EQ(sample(QStringLiteral("solvedeck_solve_duration_seconds_count{method=\"turnstile\"}")), 1)
        << text.toStdString();
    EXPECT_DOUBLE_EQ(sample(QStringLiteral("solvedeck_solve_duration_seconds_sum{method=\"turnstile\"}")), solve)
        << "submit to token";
    // The first poll found it ready: it became ready somewhere since the submit, the middle of that is the estimate.
    EXPECT_DOUBLE_EQ(sample(QStringLiteral("solvedeck_delivery_seconds_sum")), solve / 2);
    EXPECT_EQ(sample(QStringLiteral("solvedeck_delivery_seconds_count")), 1);

    engine->setMetrics(nullptr);
}
