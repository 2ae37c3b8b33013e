#include "aboutbox.h"

#include "core/appinfo.h"
#include "gui/databaselocation.h"

#include <QDir>
#include <QFileInfo>
#include <QIcon>
#include <QMessageBox>
#include <QStandardPaths>

namespace SolveDeck {

QString AboutBox::databaseText(const Facts &facts)
{
    if (facts.demo) {
        // Its path, as the gateway's and the console's messages name it in `solvedeck-cli --db …` (a thirty-fifth
        // trial found no place that said which file that was).
        return facts.databaseLocation.isEmpty()
                 ? tr("a temporary file for this demo run")
                 : tr("%1 (a temporary file for this demo run)").arg(QDir::toNativeSeparators(facts.databaseLocation));
    }
    if (facts.databaseLocation.isEmpty()) {
        return tr("none open");
    }
    const QString name = databaseDisplayName(facts.databaseLocation);
    QString where = isTeamDatabaseLocation(facts.databaseLocation) ? tr("%1 (team database, PostgreSQL)").arg(name)
                                                                   : tr("%1 (this computer, SQLite)").arg(name);
    switch (facts.databaseState) {
    case DatabaseState::Opening:
        return tr("%1, opening").arg(where);
    case DatabaseState::Open:
        return where;
    case DatabaseState::Failed:
        return tr("%1, not open").arg(where);
    }
    return where;
}

QString AboutBox::dataFolderText(const Facts &facts)
{
    // Only a folder that is there: a demo run keeps nothing in it, and a thirty-second trial looked for the folder
    // About named and found none.
    if (facts.demo) {
        return tr("none (a demo run keeps nothing)");
    }
    const QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    return QFileInfo(folder).isDir() ? folder : tr("%1 (not created yet)").arg(folder);
}

QString AboutBox::text(const Facts &facts)
{
    // The backend of this run's database (a demo's is a SQLite file); the driver is Qt SQL's either way.
    const bool postgres = !facts.demo && isTeamDatabaseLocation(facts.databaseLocation);
    const QString dataFolder = dataFolderText(facts);
    return tr("<b>SolveDeck %1</b><p>An operator console for CAPTCHA solve jobs on the CaptchaAI API, "
              "for sites you own or are authorised to test.</p>"
              "<p>Qt %2 (built with %3), QtKeychain, %4 through Qt SQL.<br>"
              "Licence: Qt is used under the LGPL v3; QtKeychain under the BSD licence. SolveDeck itself: all "
              "rights reserved by its authors, who have not yet chosen a licence to grant.</p>"
              "<p>Data folder: %5<br>Job database: %6</p>")
        .arg(applicationVersion(),
             QString::fromLatin1(qVersion()),
             QStringLiteral(QT_VERSION_STR),
             postgres ? QStringLiteral("PostgreSQL") : QStringLiteral("SQLite"),
             dataFolder.toHtmlEscaped(),
             databaseText(facts).toHtmlEscaped());
}

void AboutBox::show(QWidget *parent, const Facts &facts)
{
    // QMessageBox::about, with text that can be selected and copied (a path, the versions for a bug report).
    QMessageBox box(parent);
    box.setWindowTitle(tr("About SolveDeck"));
    box.setTextFormat(Qt::RichText);
    box.setText(text(facts));
    box.setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse);
    if (const QIcon icon = box.windowIcon(); !icon.isNull()) {
        box.setIconPixmap(icon.pixmap(64, 64));
    }
    box.exec();
}

} // namespace SolveDeck
