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

} // namespace FileDialogs

} // namespace SolveDeck
