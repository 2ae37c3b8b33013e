#pragma once

#include "core/model/job.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QLayout;
class QLineEdit;
class QPushButton;

namespace SolveDeck {

// Queues one job: the method, its required fields, the common options, and an optional idempotency key.
// The spec is validated as the user types (the same validateTaskSpec the store applies), and OK stays
// disabled with the reason shown until it is valid.
class NewJobDialog : public QDialog
{
    Q_OBJECT

public:
    explicit NewJobDialog(QWidget *parent = nullptr);

    TaskSpec spec() const;
    QString idempotencyKey() const;
    // The current validation message; empty when the spec is valid.
    QString problem() const;

    // For tests and for "duplicate job": fill the form from a spec.
    void setSpec(const TaskSpec &spec);

private:
    void methodChanged();
    void revalidate();
    void chooseImage();

    QComboBox *m_method = nullptr;
    QLineEdit *m_sitekey = nullptr;
    QLineEdit *m_pageurl = nullptr;
    QLineEdit *m_action = nullptr;
    QDoubleSpinBox *m_minScore = nullptr;
    QCheckBox *m_invisible = nullptr;
    QCheckBox *m_enterprise = nullptr;
    QLineEdit *m_imagePath = nullptr;
    QPushButton *m_browse = nullptr;
    QLayout *m_imageRow = nullptr;
    QLineEdit *m_idempotencyKey = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QString m_imageBase64;
};

} // namespace SolveDeck
