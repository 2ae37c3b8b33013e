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
    // The current validation messages, one per line; empty when the spec is valid.
    QString problem() const;
    // The same, one entry per problem.
    QStringList problems() const;

    // Image jobs: loads an image file or bytes (checked by content: PNG, JPEG or GIF); false with a problem shown
    // when it is not one. `name` is shown in the dialog.
    bool setImageFile(const QString &path);
    bool setImageData(const QByteArray &data, const QString &name);

    // The file chooser's filter: PNG, JPEG and GIF.
    static QString imageFileFilter();
    // "PNG", "JPEG", "GIF" from the first bytes; empty for anything else.
    static QString imageFormat(const QByteArray &data);
    // What is wrong with a site key's shape for this method; empty when it looks right.
    static QString sitekeyShapeProblem(Method method, const QString &sitekey);

    // For tests and for "duplicate job": fill the form from a spec.
    void setSpec(const TaskSpec &spec);

    // Puts the focus in the first field that needs typing (the site key; Browse for an image job).
    void focusFirstField();

private:
    void methodChanged();
    void revalidate();
    void chooseImage();
    void pasteImage();

    QComboBox *m_method = nullptr;
    QLineEdit *m_sitekey = nullptr;
    QLineEdit *m_pageurl = nullptr;
    QLineEdit *m_action = nullptr;
    QDoubleSpinBox *m_minScore = nullptr;
    QCheckBox *m_invisible = nullptr;
    QCheckBox *m_enterprise = nullptr;
    QLineEdit *m_imagePath = nullptr;
    QPushButton *m_browse = nullptr;
    QPushButton *m_paste = nullptr;
    QLabel *m_imageLabel = nullptr;
    QLabel *m_preview = nullptr;
    QString m_imageProblem;
    QStringList m_problems;
    QLayout *m_imageRow = nullptr;
    QLineEdit *m_idempotencyKey = nullptr;
    QLabel *m_problem = nullptr;
    QDialogButtonBox *m_buttons = nullptr;
    QString m_imageBase64;
};

} // namespace SolveDeck
