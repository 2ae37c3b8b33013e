#include "gui/tablefit.h"

#include <QEvent>
#include <QHeaderView>
#include <QScreen>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>
#include <utility>

namespace SolveDeck {

namespace {

// The rows whose fill texts decide how much the yielding column gives (an import preview of a large file: its first).
constexpr int kRowsMeasured = 2000;

} // namespace

TableFit::TableFit(QTableView *table, int fillColumn)
    : QObject(table)
    , m_table(table)
    , m_fillColumn(fillColumn)
{
    QHeaderView *header = table->horizontalHeader();
    header->setStretchLastSection(false);
    // A header over a column wider than the view is read where its texts begin (centred, "Status" sat 300 px to
    // their right, or out of sight: a tenth trial).
    header->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    header->setSectionResizeMode(QHeaderView::Interactive);
    // A selected row does not make every header bold: the bold words filled their columns to the borders (the
    // Gateway page's clients, a fortieth first-hour trial). The selection shows in the rows.
    header->setHighlightSections(false);
    table->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    table->viewport()->installEventFilter(this);
}

void TableFit::refit()
{
    if (m_fitting) {
        return;
    }
    m_fitting = true;
    QHeaderView *header = m_table->horizontalHeader();
    // QTableView hides the widest cell's size hint; its base class offers it.
    const QAbstractItemView *view = m_table;
    const auto wanted = [&](int column) {
        return std::max(view->sizeHintForColumn(column), header->sectionSizeHint(column));
    };
    // Another column with a long text (an import row's page URL) keeps half the view at most: it is cut in its
    // middle, with its tooltip whole, so the fill column's text stays in sight.
    const int most = std::max(m_table->viewport()->width() / 2, header->minimumSectionSize());
    int others = 0;
    for (int column = 0; column < header->count(); ++column) {
        if (column == m_fillColumn || header->isSectionHidden(column)) {
            continue;
        }
        header->resizeSection(column, std::max(std::min(wanted(column), most), header->sectionSizeHint(column)));
        others += header->sectionSize(column);
    }
    if (m_fillColumn >= 0 && m_fillColumn < header->count()) {
        const int lacking = wanted(m_fillColumn) - (m_table->viewport()->width() - others);
        if (lacking > 0 && m_yieldingColumn >= 0 && m_yieldingColumn < header->count()
            && m_yieldingColumn != m_fillColumn && !header->isSectionHidden(m_yieldingColumn)) {
            // As much as makes whole every fill text it can make whole, keeping a quarter of the view: a thirty-ninth
            // trial saw "ok, waits until other.example is au…" cut beside a long address kept wide because the
            // longest error could not be whole anyway. Beyond that, the room only a text cut anyway held: a fortieth
            // read a 230-character address kept at half the table beside an error it cut, the shorter addresses
            // whole in far less. A text longer than the room left scrolls sideways.
            const int least = std::max(m_table->viewport()->width() / 4, header->sectionSizeHint(m_yieldingColumn));
            const int now = header->sectionSize(m_yieldingColumn);
            const int canGive = std::max(0, now - least);
            const int roomNow = m_table->viewport()->width() - others;
            const int grid = m_table->showGrid() ? 1 : 0;
            const QAbstractItemModel *model = m_table->model();
            int give = 0;
            int widestWhole = 0; // of the yielding column's texts shown whole
            const int rows = model != nullptr ? std::min(model->rowCount(), kRowsMeasured) : 0;
            for (int row = 0; row < rows; ++row) {
                const int needs = view->sizeHintForIndex(model->index(row, m_fillColumn)).width() + grid - roomNow;
                if (needs > give && needs <= canGive) {
                    give = needs;
                }
                const int yielding = view->sizeHintForIndex(model->index(row, m_yieldingColumn)).width() + grid;
                if (yielding <= now) {
                    widestWhole = std::max(widestWhole, yielding);
                }
            }
            give = std::max(give, std::min(canGive, now - widestWhole));
            header->resizeSection(m_yieldingColumn, now - give);
            others -= give;
        }
        header->resizeSection(m_fillColumn, std::max(wanted(m_fillColumn), m_table->viewport()->width() - others));
    }
    m_fitting = false;
}

int TableFit::wantedWidth() const
{
    const QHeaderView *header = m_table->horizontalHeader();
    const QAbstractItemView *view = m_table;
    int width = 2 * m_table->frameWidth();
    for (int column = 0; column < header->count(); ++column) {
        if (!header->isSectionHidden(column)) {
            width += std::max(view->sizeHintForColumn(column), header->sectionSizeHint(column));
        }
    }
    if (m_table->verticalHeader()->isVisible()) {
        width += m_table->verticalHeader()->width();
    }
    if (m_table->verticalScrollBar()->isVisible()) {
        width += m_table->verticalScrollBar()->width();
    }
    return width;
}

void TableFit::widenOnShow(QWidget *window)
{
    m_window = window;
    window->installEventFilter(this);
}

bool TableFit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) {
        refit();
    }
    if (watched == m_window && event->type() == QEvent::Show) {
        m_window->removeEventFilter(this);
        QWidget *window = std::exchange(m_window, nullptr);
        const int lacking = wantedWidth() - m_table->width();
        const QScreen *screen = window->parentWidget() != nullptr ? window->parentWidget()->screen() : window->screen();
        if (lacking > 0 && screen != nullptr) {
            const int most = screen->availableGeometry().width() * 9 / 10;
            const int width = std::min(window->width() + lacking, most);
            if (width > window->width()) {
                window->resize(width, window->height());
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace SolveDeck
