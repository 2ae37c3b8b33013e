#include "gui/newjobdialog.h"
#include "support/testutil.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

using namespace SolveDeck;

namespace {

QPushButton *okButton(NewJobDialog &dialog)
{
    return dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

} // namespace

TEST(NewJobDialog, RefusesAnIncompleteJobAndSaysWhy)
{
    NewJobDialog dialog;
    EXPECT_FALSE(okButton(dialog)->isEnabled());
    EXPECT_FALSE(dialog.problem().isEmpty());

    dialog.findChild<QLineEdit *>(QStringLiteral("sitekeyEdit"))
        ->setText(QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-"));
    dialog.findChild<QLineEdit *>(QStringLiteral("pageurlEdit"))->setText(QStringLiteral("not a url"));
    EXPECT_FALSE(okButton(dialog)->isEnabled());
    EXPECT_TRUE(dialog.problem().contains(QStringLiteral("URL"), Qt::CaseInsensitive))
        << dialog.problem().toStdString();
}

TEST(NewJobDialog, BuildsTheSpecOfAValidJob)
{
    NewJobDialog dialog;
    auto *method = dialog.findChild<QComboBox *>(QStringLiteral("methodCombo"));
    method->setCurrentIndex(method->findData(int(Method::RecaptchaV3)));
    dialog.findChild<QLineEdit *>(QStringLiteral("sitekeyEdit"))
        ->setText(QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-"));
    dialog.findChild<QLineEdit *>(QStringLiteral("pageurlEdit"))->setText(QStringLiteral("https://site.example/login"));
    dialog.findChild<QLineEdit *>(QStringLiteral("actionEdit"))->setText(QStringLiteral("login"));
    dialog.findChild<QLineEdit *>(QStringLiteral("idempotencyKeyEdit"))->setText(QStringLiteral("order-17"));
    EXPECT_TRUE(okButton(dialog)->isEnabled()) << dialog.problem().toStdString();
    EXPECT_TRUE(dialog.problem().isEmpty());

    const TaskSpec spec = dialog.spec();
    EXPECT_EQ(spec.method, Method::RecaptchaV3);
    EXPECT_EQ(spec.pageurl, QStringLiteral("https://site.example/login"));
    EXPECT_EQ(spec.params.value(QStringLiteral("action")), QStringLiteral("login"));
    EXPECT_EQ(spec.params.value(QStringLiteral("min_score")), QStringLiteral("0.3"));
    EXPECT_EQ(dialog.idempotencyKey(), QStringLiteral("order-17"));
}

TEST(NewJobDialog, SetSpecRoundTrips)
{
    TaskSpec spec;
    spec.method = Method::RecaptchaV2;
    spec.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    spec.pageurl = QStringLiteral("https://site.example/");
    spec.params.insert(QStringLiteral("invisible"), QStringLiteral("1"));
    NewJobDialog dialog;
    dialog.setSpec(spec);
    EXPECT_EQ(dialog.spec(), spec);
    EXPECT_TRUE(okButton(dialog)->isEnabled()) << dialog.problem().toStdString();
}
