#include "programlanguage.h"

namespace SolveDeck {

namespace {

thread_local bool t_english = false;

} // namespace

void ProgramLanguage::useEnglishOnThisThread()
{
    t_english = true;
}

bool ProgramLanguage::isEnglishOnThisThread()
{
    return t_english;
}

ProgramLanguage::Translator::Translator(std::unique_ptr<QTranslator> inner, QObject *parent)
    : QTranslator(parent)
    , m_inner(std::move(inner))
{
}

QString ProgramLanguage::Translator::translate(const char *context,
                                               const char *sourceText,
                                               const char *disambiguation,
                                               int n) const
{
    if (t_english) {
        return {};
    }
    return m_inner->translate(context, sourceText, disambiguation, n);
}

bool ProgramLanguage::Translator::isEmpty() const
{
    return m_inner->isEmpty();
}

} // namespace SolveDeck
