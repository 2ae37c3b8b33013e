#pragma once

#include "gui/importpreview.h"

#include <QDialog>
#include <QPointer>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace SolveDeck {

class TableFit;

class DatabaseWorker;

class JobStore;

// File > Import…, and a pasted or dropped list (issue 11): a preview of every row (line, method, page URL, status:
// ok, already queued, or the error with its column and reason) before anything is stored. The operator imports all
// rows or nothing — Import stays disabled while a row is wrong — unless "Import the valid rows only" is checked.
// A list of plain page URLs gets the method and site key chosen here. Open it with open() (window-modal, not
// blocking); tests drive it through the accessors and importRows(). The preview reads through the window's store;
// the import itself is written by a DatabaseWorker (the history console's), never on the window's thread.
class ImportDialog : public QDialog
{
    Q_OBJECT

public:
    ImportDialog(JobStore *store,
                 DatabaseWorker *writer,
                 const QByteArray &data,
                 JobFileFormat format,
                 const QString &fileName, // empty: the clipboard
                 QWidget *parent = nullptr);

    const ImportPreview &preview() const { return m_preview; }

    QTableWidget *table() const { return m_table; }

    // The current row's status, whole and wrapped, under the table.
    QLabel *rowStatus() const { return m_rowStatus; }

    QPushButton *importButton() const { return m_importButton; }

    QCheckBox *validOnlyBox() const { return m_validOnly; }

    QComboBox *methodBox() const { return m_method; }

    QLineEdit *sitekeyEdit() const { return m_sitekey; }

    enum Column {
        LineColumn,
        MethodColumn,
        PageUrlColumn,
        StatusColumn,
        ColumnCount
    };

    // Starts storing the rows as the dialog stands (all, or the valid ones when checked) on the writer; false when
    // nothing can be stored as it stands. The dialog closes once they are stored (imported()); a refusal is said in
    // the dialog (importFailed()).
    bool importRows();

Q_SIGNALS:
    // Jobs were stored: how many new, how many were already queued, how many invalid rows were left out.
    // `existed`: keys already in the database; `repeated`: rows repeating an earlier row's key.
    void imported(qint64 created, qint64 existed, qint64 repeated, int leftOut);
    // Nothing was stored: the dialog says why.
    void importFailed(const QString &message);

protected:
    void changeEvent(QEvent *event) override;

private:
    void reread();
    void showRowStatus(int row);
    // The error rows' status in the error colour of the palette in use.
    void recolour();
    void updateButtons();
    // An error's column as the operator knows it: for a list of page URLs, the label of the field above.
    QString fieldName(const QString &column) const;

    QPointer<JobStore> m_store;
    QPointer<DatabaseWorker> m_writer;
    bool m_importing = false;
    QByteArray m_data;
    JobFileFormat m_format;
    QString m_fileName; // the file's name, shown and audited; empty: the clipboard
    ImportPreview m_preview;
    QLabel *m_summary = nullptr;
    QLabel *m_rowStatus = nullptr;
    QWidget *m_sharedBox = nullptr;
    QComboBox *m_method = nullptr;
    QLineEdit *m_sitekey = nullptr;
    QTableWidget *m_table = nullptr;
    TableFit *m_fit = nullptr;
    QCheckBox *m_validOnly = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QPushButton *m_importButton = nullptr;
};

} // namespace SolveDeck
