#include "bannerbar.h"

#include "gui/icons.h"
#include "gui/statuscolours.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStyle>

namespace SolveDeck {

BannerBar::BannerBar(QWidget *parent)
    : QFrame(parent)
{
    setObjectName(QStringLiteral("bannerFrame"));
    // Amber on a light palette, dark amber on a dark one: text and background chosen together (StatusColours).
    StatusColours::followPalette(this, [](const QPalette &palette) {
        using Role = StatusColours::Role;
        return QStringLiteral("QFrame#bannerFrame { background: %1; border-bottom: 1px solid %2; } "
                              "QFrame#bannerFrame QLabel { color: %3; }")
            .arg(StatusColours::colour(Role::BannerBackground, palette).name(),
                 StatusColours::colour(Role::BannerBorder, palette).name(),
                 StatusColours::colour(Role::BannerText, palette).name());
    });
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 4, 10, 4);
    m_icon = new QLabel(this);
    m_icon->setObjectName(QStringLiteral("bannerIcon"));
    layout->addWidget(m_icon, 0, Qt::AlignVCenter);
    m_label = new QLabel(this);
    m_label->setObjectName(QStringLiteral("banner"));
    m_label->setWordWrap(true);
    setAccessibleName(tr("Notice"));
    // Its words fit two lines in a window of the default size (a banner informs and offers the fix; the details are
    // in its tooltip); a narrower window wraps them onto more lines rather than cutting them (the label's height
    // follows its width).
    m_label->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::MinimumExpanding);
    layout->addWidget(m_label, 1);
    m_button1 = new QPushButton(this);
    m_button1->setObjectName(QStringLiteral("bannerButton1"));
    m_button2 = new QPushButton(this);
    m_button2->setObjectName(QStringLiteral("bannerButton2"));
    layout->addWidget(m_button1, 0, Qt::AlignVCenter);
    layout->addWidget(m_button2, 0, Qt::AlignVCenter);
    connect(m_button1, &QPushButton::clicked, this, [this] {
        Q_EMIT buttonClicked(m_kind, 0);
    });
    connect(m_button2, &QPushButton::clicked, this, [this] {
        Q_EMIT buttonClicked(m_kind, 1);
    });
    // As tall as its content, never more: the table keeps the height.
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    hide();
}

void BannerBar::showMessage(const QString &text, Kind kind, const QString &details)
{
    m_kind = kind;
    // A problem gets the warning sign; a database on its way gets the database's own icon (the one of File > Job
    // Database…): nothing is wrong yet.
    const QIcon icon = kind == Kind::DatabaseOpening
                         ? Icons::themed(QStringLiteral("drive-harddisk"), QStringLiteral("database"))
                         : Icons::themed(QStringLiteral("dialog-warning"), QStringLiteral("warning"));
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    m_icon->setPixmap(icon.pixmap(QSize(iconSize, iconSize), devicePixelRatioF()));
    m_label->setText(text);
    m_label->setToolTip(details);
    QString first;
    QString second;
    switch (kind) {
    case Kind::Info:
        break;
    case Kind::NoKey:
        first = tr("Set API Key…");
        second = tr("Try Demo Mode");
        break;
    case Kind::KeyRejected:
        first = tr("Change Key…");
        second = tr("Resume");
        break;
    case Kind::DatabaseProblem:
        first = tr("Job Database…");
        second = tr("Try Again");
        break;
    case Kind::DatabaseOpening:
        first = tr("Cancel");
        break;
    }
    m_button1->setText(first);
    m_button1->setVisible(!first.isEmpty());
    m_button2->setText(second);
    m_button2->setVisible(!second.isEmpty());
    setVisible(!text.isEmpty());
}

} // namespace SolveDeck
