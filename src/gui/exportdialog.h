#pragma once

#include "core/io/jobexport.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QRadioButton;

namespace SolveDeck {

// File > Export… (issue 11): what to export (the jobs matching the current filter, or the selected ones), the
// format (CSV, JSON, NDJSON), a byte order mark for spreadsheet programs (CSV), each job's timeline, and the solve
// tokens — off by default; checking it asks again, since the file then holds secrets. Export checks the folder (the
// default one, ~/Documents, is created when missing) and asks for the export (exportRequested); the dialog stays
// open, its choices kept, until the export succeeded (exportEnded()), and shows the real cause when it failed
// (showFailure()), so a second try needs no choice made again.
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

    // The folder the file goes to by default (a Documents folder); created on Export when missing.
    static QString defaultFolder();
    // The file the last successful export wrote (QSettings export/lastFile): what the dialog proposes next time.
    static QString lastExportedFile();
    static void setLastExportedFile(const QString &path);

    // The export started from this dialog is running (its controls wait) or ended: closed on success, otherwise
    // open again with its choices and the cause (canceled: a note that nothing was written).
    void setExporting(bool exporting);
    void exportEnded(bool ok, bool canceled, const QString &message);
    void showFailure(const QString &message);

    QLabel *problemLabel() const { return m_problem; }

    QRadioButton *filterScope() const { return m_filterScope; }

    QRadioButton *selectionScope() const { return m_selectionScope; }

    QComboBox *formatBox() const { return m_format; }

    QCheckBox *bomBox() const { return m_bom; }

    QCheckBox *eventsBox() const { return m_events; }

    QCheckBox *tokensBox() const { return m_tokens; }

    QPushButton *exportButton() const { return m_exportButton; }

Q_SIGNALS:
    // Export was pressed and the folder is there: write `path` with `options`.
    void exportRequested(const QString &path, const ExportOptions &options);

private:
    // Export: the folder is checked (and the default one made), then exportRequested.
    void requestExport();
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
    QLabel *m_problem = nullptr;
    QPushButton *m_exportButton = nullptr;
    QWidget *m_choices = nullptr; // everything but the buttons, disabled while exporting
    QString m_replaceConfirmed;   // a file the file dialog already asked to replace
};

} // namespace SolveDeck
