#pragma once

#include "core/io/jobexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace SolveDeck {

// File > Export… (issue 11): what to export (the jobs matching the current filter, or the selected ones), the
// format (CSV, JSON, NDJSON), a byte order mark for spreadsheet programs (CSV), each job's timeline, and the solve
// tokens — off by default; checking it asks again, since the file then holds secrets. The export itself is an
// ExportTask started by HistoryConsole when the dialog is accepted.
class ExportDialog : public QDialog
{
    Q_OBJECT

public:
    // `filter`: the current filter; `selection`: the selected jobs' ids (the scope is offered when not empty).
    ExportDialog(const JobFilter &filter, const QList<qint64> &selection, QWidget *parent = nullptr);

    // The options as chosen (the filter or the selection's ids, format, BOM, events, tokens).
    ExportOptions options() const;
    QString path() const;
    void setPath(const QString &path);

    QRadioButton *filterScope() const { return m_filterScope; }

    QRadioButton *selectionScope() const { return m_selectionScope; }

    QComboBox *formatBox() const { return m_format; }

    QCheckBox *bomBox() const { return m_bom; }

    QCheckBox *eventsBox() const { return m_events; }

    QCheckBox *tokensBox() const { return m_tokens; }

    QPushButton *exportButton() const { return m_exportButton; }

private:
    void formatChanged();
    void tokensToggled(bool on);
    void browse();
    void updateButtons();

    JobFilter m_filter;
    QList<qint64> m_selection;
    QRadioButton *m_filterScope = nullptr;
    QRadioButton *m_selectionScope = nullptr;
    QComboBox *m_format = nullptr;
    QCheckBox *m_bom = nullptr;
    QCheckBox *m_events = nullptr;
    QCheckBox *m_tokens = nullptr;
    QLineEdit *m_path = nullptr;
    QPushButton *m_exportButton = nullptr;
};

} // namespace SolveDeck
