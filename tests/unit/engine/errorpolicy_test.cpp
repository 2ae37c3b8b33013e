#include "core/engine/errorpolicy.h"
#include "support/testutil.h"

#include <QSet>
#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

struct Cell
{
    ErrorClass errorClass;
    RequestKind kind;
    ErrorAction action;
};

// The whole table, written out: every error class against every request kind.
const Cell kTable[] = {
    {ErrorClass::NotReady, RequestKind::Submit, ErrorAction::RetryLater},
    {ErrorClass::NotReady, RequestKind::Poll, ErrorAction::PollAgain},
    {ErrorClass::NotReady, RequestKind::ThreadsInfo, ErrorAction::RetryLater},
    {ErrorClass::Transient, RequestKind::Submit, ErrorAction::RetryLater},
    {ErrorClass::Transient, RequestKind::Poll, ErrorAction::RetryLater},
    {ErrorClass::Transient, RequestKind::ThreadsInfo, ErrorAction::RetryLater},
    {ErrorClass::Capacity, RequestKind::Submit, ErrorAction::WaitForThread},
    {ErrorClass::Capacity, RequestKind::Poll, ErrorAction::RetryLater},
    {ErrorClass::Capacity, RequestKind::ThreadsInfo, ErrorAction::RetryLater},
    {ErrorClass::AuthPause, RequestKind::Submit, ErrorAction::PauseForKey},
    {ErrorClass::AuthPause, RequestKind::Poll, ErrorAction::PauseForKey},
    {ErrorClass::AuthPause, RequestKind::ThreadsInfo, ErrorAction::PauseForKey},
    {ErrorClass::BanPause, RequestKind::Submit, ErrorAction::PauseForBan},
    {ErrorClass::BanPause, RequestKind::Poll, ErrorAction::PauseForBan},
    {ErrorClass::BanPause, RequestKind::ThreadsInfo, ErrorAction::PauseForBan},
    {ErrorClass::EndpointPause, RequestKind::Submit, ErrorAction::PauseEndpoint},
    {ErrorClass::EndpointPause, RequestKind::Poll, ErrorAction::PauseEndpoint},
    {ErrorClass::EndpointPause, RequestKind::ThreadsInfo, ErrorAction::PauseEndpoint},
    {ErrorClass::JobFailure, RequestKind::Submit, ErrorAction::FailJob},
    {ErrorClass::JobFailure, RequestKind::Poll, ErrorAction::FailJob},
    {ErrorClass::JobFailure, RequestKind::ThreadsInfo, ErrorAction::RetryLater},
    {ErrorClass::ClientBug, RequestKind::Submit, ErrorAction::FailJobLoudly},
    {ErrorClass::ClientBug, RequestKind::Poll, ErrorAction::FailJobLoudly},
    {ErrorClass::ClientBug, RequestKind::ThreadsInfo, ErrorAction::RetryLater},
};

} // namespace

TEST(ErrorPolicy, EveryClassAndRequestKindHasItsAction)
{
    for (const Cell &cell : kTable) {
        EXPECT_EQ(errorActionName(errorAction(cell.errorClass, cell.kind)), errorActionName(cell.action))
            << "class " << int(cell.errorClass) << " kind " << int(cell.kind);
    }
}

TEST(ErrorPolicy, TableCoversEveryCell)
{
    // 8 error classes x 3 request kinds.
    QSet<int> cells;
    for (const Cell &cell : kTable) {
        cells.insert(int(cell.errorClass) * 10 + int(cell.kind));
    }
    EXPECT_EQ(cells.size(), 24);
}

TEST(ErrorPolicy, ThreadsInfoNeverFailsAJob)
{
    for (ErrorClass c : {ErrorClass::NotReady,
                         ErrorClass::Transient,
                         ErrorClass::Capacity,
                         ErrorClass::JobFailure,
                         ErrorClass::ClientBug}) {
        EXPECT_EQ(errorAction(c, RequestKind::ThreadsInfo), ErrorAction::RetryLater) << int(c);
    }
}

TEST(ErrorPolicy, ActionNamesAreStableAndDistinct)
{
    EXPECT_EQ(errorActionName(ErrorAction::PollAgain), QStringLiteral("poll_again"));
    EXPECT_EQ(errorActionName(ErrorAction::RetryLater), QStringLiteral("retry_later"));
    EXPECT_EQ(errorActionName(ErrorAction::WaitForThread), QStringLiteral("wait_for_thread"));
    EXPECT_EQ(errorActionName(ErrorAction::PauseForKey), QStringLiteral("pause_for_key"));
    EXPECT_EQ(errorActionName(ErrorAction::PauseForBan), QStringLiteral("pause_for_ban"));
    EXPECT_EQ(errorActionName(ErrorAction::PauseEndpoint), QStringLiteral("pause_endpoint"));
    EXPECT_EQ(errorActionName(ErrorAction::FailJob), QStringLiteral("fail_job"));
    EXPECT_EQ(errorActionName(ErrorAction::FailJobLoudly), QStringLiteral("fail_job_loudly"));
}
