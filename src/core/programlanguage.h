#pragma once

#include <QTranslator>

#include <memory>

namespace SolveDeck {

// What programs read is English, whatever language the console shows its operator: the gateway's answers, error
// messages and fixes are made on the gateway's own threads, which declare so here, and the console installs its
// translators wrapped in ProgramLanguage::Translator, which translates nothing on such a thread. So every message of
// the core (validation, the store's errors, Qt's own such as a JSON parse error) comes out in English there, through
// the same code that speaks German to the operator on the GUI thread.
class ProgramLanguage
{
public:
    // The calling thread makes text for programs: nothing is translated on it from now on.
    static void useEnglishOnThisThread();
    static bool isEnglishOnThisThread();

    // A translator that answers as `inner` does, except on threads that use English (there: nothing, so the source
    // text, which is English, is shown).
    class Translator : public QTranslator
    {
    public:
        explicit Translator(std::unique_ptr<QTranslator> inner, QObject *parent = nullptr);

        QString translate(const char *context,
                          const char *sourceText,
                          const char *disambiguation = nullptr,
                          int n = -1) const override;
        bool isEmpty() const override;

    private:
        std::unique_ptr<QTranslator> m_inner;
    };
};

} // namespace SolveDeck
