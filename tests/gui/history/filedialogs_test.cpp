// The console's file choosers open at a size whose file list reads whole: a tenth first-hour trial saw Qt's own
// dialog (no desktop's dialog under Xvfb) with its Size, Type and Date columns cut ("110…KiB", "pla…ent").
#include "gui/filedialogs.h"
#include "support/testutil.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileSystemModel>
#include <QHeaderView>
#include <QLineEdit>
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

// A fortieth trial: on a first start (no Documents folder yet) File > Import Jobs… opened in the home folder with
// "Documents" in the file name box, and Open said "File not found". The dialog opens in the nearest folder that is
// there, its name box empty.
TEST(FileDialogsTest, AFolderThatIsNotThereYetOpensItsNearestParentWithNoName)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString home = QDir(dir.path()).canonicalPath();
    EXPECT_EQ(FileDialogs::existingFolder(home), home);
    EXPECT_EQ(FileDialogs::existingFolder(home + QStringLiteral("/Documents")), home);
    EXPECT_EQ(FileDialogs::existingFolder(home + QStringLiteral("/Documents/SolveDeck/exports")), home);
    QFileDialog dialog(nullptr,
                       QStringLiteral("Import Jobs"),
                       FileDialogs::existingFolder(home + QStringLiteral("/Documents")),
                       QStringLiteral("All files (*)"));
    dialog.setOption(QFileDialog::DontUseNativeDialog);
    auto *name = dialog.findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
    ASSERT_NE(name, nullptr) << "Qt's file dialog has no field named fileNameEdit";
    EXPECT_TRUE(name->text().isEmpty()) << name->text().toStdString();
    EXPECT_EQ(QDir(dialog.directory().path()).canonicalPath(), home);
}
