// The console's file choosers open at a size whose file list reads whole: a tenth first-hour trial saw Qt's own
// dialog (no desktop's dialog under Xvfb) with its Size, Type and Date columns cut ("110…KiB", "pla…ent").
#include "gui/filedialogs.h"
#include "support/testutil.h"

#include <QFile>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QHeaderView>
#include <QTemporaryDir>
#include <QTreeView>
#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

// The widest cell of a column (QTreeView hides it; its base class offers it).
int cellsWidth(const QAbstractItemView &view, int column)
{
    return view.sizeHintForColumn(column);
}

} // namespace

TEST(FileDialogsTest, TheFileListsColumnsReadWhole)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    for (const QString &name : {QStringLiteral("solvedeck-jobs.csv"), QStringLiteral("pages.txt")}) {
        QFile file(dir.filePath(name));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(110 * 1024, 'x'));
    }
    QFileDialog dialog(nullptr, QStringLiteral("Import Jobs"), dir.path(), QStringLiteral("All files (*)"));
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    dialog.setViewMode(QFileDialog::Detail);
    FileDialogs::fit(&dialog);
    dialog.show();
    auto *list = dialog.findChild<QTreeView *>(QStringLiteral("treeView"));
    ASSERT_NE(list, nullptr) << "Qt's file dialog has no list named treeView";
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return list->model()->rowCount(list->rootIndex()) >= 2;
    })) << "the folder was not read";
    QCoreApplication::processEvents();
    EXPECT_GE(dialog.width(), 700) << "the dialog opens small";
    for (int column = 1; column < list->header()->count(); ++column) {
        if (!list->header()->isSectionHidden(column)) {
            EXPECT_GE(list->header()->sectionSize(column), cellsWidth(*list, column))
                << "column " << column << " ("
                << list->model()->headerData(column, Qt::Horizontal).toString().toStdString() << ") is cut";
        }
    }
}
