// TokenClipboard: a copied token carries every desktop's "do not record this" hint, and an answer without an
// expiry of its own (an image job's text) leaves the clipboard after the answer lifetime setting.
#include "gui/tokenclipboard.h"
#include "support/testutil.h"

#include <QApplication>
#include <QClipboard>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <gtest/gtest.h>

#include <memory>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

TEST(TokenClipboard, ACopyCarriesTheSensitivityHintsOfEveryDesktop)
{
    TokenClipboard clipboard;
    clipboard.copy(QStringLiteral("03AGdBq2-secret-token"), 0);
    const QMimeData *mime = QApplication::clipboard()->mimeData();
    ASSERT_NE(mime, nullptr);
    EXPECT_EQ(mime->text(), QStringLiteral("03AGdBq2-secret-token"));
    EXPECT_EQ(mime->data(QStringLiteral("x-kde-passwordManagerHint")), QByteArray("secret"));
    EXPECT_TRUE(mime->hasFormat(QStringLiteral("application/x-nspasteboard-concealed-type")));
    EXPECT_EQ(mime->data(QStringLiteral("ExcludeClipboardContentFromMonitorProcessing")), QByteArray("1"));
    EXPECT_EQ(mime->data(QStringLiteral("CanIncludeInClipboardHistory")), QByteArray(4, '\0'));
    EXPECT_EQ(mime->data(QStringLiteral("CanUploadToCloudClipboard")), QByteArray(4, '\0'));
    for (const QString &format : TokenClipboard::secretHintFormats()) {
        EXPECT_TRUE(mime->hasFormat(format)) << format.toStdString();
    }
    clipboard.clearIfOurs();
    EXPECT_TRUE(QApplication::clipboard()->text().isEmpty());
}

TEST(TokenClipboard, AnswersWithoutExpiryLeaveAfterTheLifetimeSetting)
{
    QSettings().remove(TokenClipboard::answerLifetimeSetting());
    EXPECT_EQ(TokenClipboard::answerLifetimeMs(), 60'000) << "the default is 60 s";
    QSettings().setValue(TokenClipboard::answerLifetimeSetting(), 0);
    EXPECT_EQ(TokenClipboard::answerLifetimeMs(), 0) << "0 keeps it until quit";
    QSettings().setValue(TokenClipboard::answerLifetimeSetting(), QStringLiteral("soon"));
    EXPECT_EQ(TokenClipboard::answerLifetimeMs(), 60'000) << "a broken value falls back to the default";
    QSettings().setValue(TokenClipboard::answerLifetimeSetting(), 1);
    ASSERT_EQ(TokenClipboard::answerLifetimeMs(), 1000);

    TokenClipboard clipboard;
    QSignalSpy cleared(&clipboard, &TokenClipboard::cleared);
    clipboard.copy(QStringLiteral("W9H5K"), TokenClipboard::answerLifetimeMs());
    EXPECT_EQ(QApplication::clipboard()->text(), QStringLiteral("W9H5K"));
    ASSERT_TRUE(SolveDeckTest::waitForSignals(cleared, 1, 5s)) << "still on the clipboard after 5 s";
    EXPECT_TRUE(QApplication::clipboard()->text().isEmpty());
    QSettings().remove(TokenClipboard::answerLifetimeSetting());
}

} // namespace
