#include "gui/filedialogs.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFileSystemModel>
#include <QHeaderView>
#include <QScreen>
#include <QTreeView>

#include <algorithm>

namespace SolveDeck::FileDialogs {

namespace {

QString chosen(QFileDialog &dialog)
{
    fit(&dialog);
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty()) {
        return {};
    }
    return dialog.selectedFiles().constFirst();
}

} // namespace

void fit(QFileDialog *dialog)
{
    const QScreen *screen = dialog->parentWidget() != nullptr ? dialog->parentWidget()->screen() : dialog->screen();
    QSize size(900, 560);
    if (screen != nullptr) {
        size = size.boundedTo(screen->availableGeometry().size() * 9 / 10);
    }
    dialog->resize(size.expandedTo(dialog->minimumSizeHint()));
    auto *list = dialog->findChild<QTreeView *>(QStringLiteral("treeView"));
    auto *files = dialog->findChild<QFileSystemModel *>();
    if (list == nullptr || files == nullptr) {
        return; // a desktop's own dialog
    }
    const auto sizeColumns = [list] {
        // The name takes what the others leave; size, type and date as wide as their texts.
        for (int column = 1; column < list->header()->count(); ++column) {
            list->resizeColumnToContents(column);
        }
        int others = 0;
        for (int column = 1; column < list->header()->count(); ++column) {
            others += list->header()->isSectionHidden(column) ? 0 : list->header()->sectionSize(column);
        }
        list->header()->resizeSection(0, std::max(list->header()->sectionSize(0), list->viewport()->width() - others));
    };
    QObject::connect(files, &QFileSystemModel::directoryLoaded, list, sizeColumns);
    sizeColumns();
}

QString existingFolder(const QString &folder)
{
    QString path = QDir::cleanPath(QDir(folder).absolutePath());
    while (!QFileInfo(path).isDir()) {
        const QString parent = QFileInfo(path).absolutePath();
        if (parent == path) {
            return QDir::homePath();
        }
        path = parent;
    }
    return path;
}

QString openFileName(QWidget *parent, const QString &caption, const QString &folder, const QString &filter)
{
    QFileDialog dialog(parent, caption, existingFolder(folder), filter);
    dialog.setFileMode(QFileDialog::ExistingFile);
    dialog.setAcceptMode(QFileDialog::AcceptOpen);
    return chosen(dialog);
}

QString saveFileName(QWidget *parent, const QString &caption, const QString &file, const QString &filter)
{
    QFileDialog dialog(parent, caption, file, filter);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    return chosen(dialog);
}

} // namespace SolveDeck::FileDialogs
