#pragma once

#include <QLabel>

namespace SolveDeck {

// A one-line label that gives way first when space runs short: it asks for no minimum width and draws its text
// elided at the end ("Endpoint: https://ocr.capt…"), with the whole text as its tooltip. The status bar's
// left-hand text uses it so the engine state, the count and the DEMO badge always keep their room.
class ElidedLabel : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    // The text as drawn at the current width.
    QString shownText() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
};

} // namespace SolveDeck
