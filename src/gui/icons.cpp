#include "gui/icons.h"

#include <QAction>
#include <QHash>
#include <QWidget>

#include <utility>

namespace SolveDeck {

QIcon Icons::themed(const QString &themeName, const QString &file)
{
    return QIcon::fromTheme(themeName, QIcon(QStringLiteral(":/icons/actions/%1.svg").arg(file)));
}

QIcon Icons::forAction(const QString &objectName)
{
    // object name -> (freedesktop icon name, bundled file)
    static const QHash<QString, std::pair<QString, QString>> icons{
        {QStringLiteral("newJobAction"), {QStringLiteral("document-new"), QStringLiteral("new-job")}},
        {QStringLiteral("copyTokenAction"), {QStringLiteral("edit-copy"), QStringLiteral("copy")}},
        {QStringLiteral("cancelJobAction"), {QStringLiteral("process-stop"), QStringLiteral("cancel")}},
        {QStringLiteral("retryJobAction"), {QStringLiteral("view-refresh"), QStringLiteral("retry")}},
        {QStringLiteral("solveAgainAction"), {QStringLiteral("media-playlist-repeat"), QStringLiteral("solve-again")}},
        {QStringLiteral("findAction"), {QStringLiteral("edit-find"), QStringLiteral("find")}},
        {QStringLiteral("setApiKeyAction"), {QStringLiteral("dialog-password"), QStringLiteral("key")}},
        {QStringLiteral("jobDatabaseAction"), {QStringLiteral("drive-harddisk"), QStringLiteral("database")}},
        {QStringLiteral("quitAction"), {QStringLiteral("application-exit"), QStringLiteral("quit")}},
        {QStringLiteral("aboutAction"), {QStringLiteral("help-about"), QStringLiteral("about")}},
        {QStringLiteral("exportAction"), {QStringLiteral("document-export"), QStringLiteral("export")}},
        {QStringLiteral("importAction"), {QStringLiteral("document-import"), QStringLiteral("import")}},
        {QStringLiteral("pasteJobsAction"), {QStringLiteral("edit-paste"), QStringLiteral("paste")}},
        {QStringLiteral("deleteSelectedAction"), {QStringLiteral("edit-delete"), QStringLiteral("delete")}},
        {QStringLiteral("preferencesAction"), {QStringLiteral("preferences-system"), QStringLiteral("preferences")}},
        {QStringLiteral("auditLogAction"), {QStringLiteral("document-open-recent"), QStringLiteral("audit-log")}},
        {QStringLiteral("shortcutsAction"),
         {QStringLiteral("preferences-desktop-keyboard"), QStringLiteral("keyboard")}},
        {QStringLiteral("pauseQueueAction"), {QStringLiteral("media-playback-pause"), QStringLiteral("pause")}},
        {QStringLiteral("resumeQueueAction"), {QStringLiteral("media-playback-start"), QStringLiteral("resume")}},
    };
    const auto it = icons.constFind(objectName);
    return it == icons.constEnd() ? QIcon() : themed(it->first, it->second);
}

void Icons::decorate(QWidget *root)
{
    for (QAction *action : root->findChildren<QAction *>()) {
        if (action->icon().isNull()) {
            if (const QIcon icon = forAction(action->objectName()); !icon.isNull()) {
                action->setIcon(icon);
            }
        }
    }
}

} // namespace SolveDeck
