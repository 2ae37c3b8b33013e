#pragma once

#include <QString>

class QFileDialog;
class QWidget;

namespace SolveDeck {

// The console's file choosers: QFileDialog's own functions, but opening at a size whose file list reads whole. Where
// Qt draws the dialog itself (no desktop's dialog to use), it opened at about 520 px with its Size, Type and Date
// columns cut ("110…KiB", "pla…ent": a tenth trial); here it opens up to 900x560 within its screen and sizes the
// list's columns to their texts once the folder is read. A desktop's own dialog keeps its own size.
namespace FileDialogs {

// Like QFileDialog::getOpenFileName.
QString openFileName(QWidget *parent, const QString &caption, const QString &folder, const QString &filter);
// Like QFileDialog::getSaveFileName: asks before replacing a file that exists.
QString saveFileName(QWidget *parent, const QString &caption, const QString &file, const QString &filter);

// Sizes a dialog made by the two functions above (exposed for tests).
void fit(QFileDialog *dialog);

// `folder` if it is there, else the nearest folder above it that is, else the home folder: given a folder that is not
// there yet (a first start has no Documents), Qt's dialog opened in its parent with its name in the file name box,
// and Open said "File not found" (a fortieth first-hour trial).
QString existingFolder(const QString &folder);

} // namespace FileDialogs

} // namespace SolveDeck
