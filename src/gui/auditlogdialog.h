#pragma once

#include "core/store/auditlog.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace SolveDeck {

class TableFit;

class JobStore;

// Tools > Audit Log: who did what, when, through which interface, newest first; filtered by text, kind of action
// and age, and exported to CSV (the export itself is recorded). Read-only: nothing here changes an entry.
class AuditLogDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AuditLogDialog(JobStore *store, QWidget *parent = nullptr);

    // Reads the entries the filters select again.
    void reload();
    // Writes the shown entries to `path` as CSV (RFC 4180, UTF-8, a header row); false with the reason in *error.
    bool exportCsv(const QString &path, QString *error = nullptr);

    // The query the filters make now.
    AuditQuery currentQuery() const;

    // One CSV field: quoted when needed, and a leading = + - @ defused so a spreadsheet does not run it as a formula.
    static QString csvField(const QString &text);

    QTableWidget *table() const { return m_table; }

    QLineEdit *filterEdit() const { return m_filter; }

    QComboBox *actionCombo() const { return m_action; }

    QComboBox *sinceCombo() const { return m_since; }

    QLabel *countLabel() const { return m_count; }

private:
    void exportClicked();

    JobStore *m_store = nullptr;
    QList<AuditEntry> m_entries;
    QTableWidget *m_table = nullptr;
    TableFit *m_fit = nullptr;
    QLineEdit *m_filter = nullptr;
    QComboBox *m_action = nullptr;
    QComboBox *m_since = nullptr;
    QLabel *m_count = nullptr;
    QPushButton *m_export = nullptr;
};

} // namespace SolveDeck
