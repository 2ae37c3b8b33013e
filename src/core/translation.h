#pragma once

#include <QCoreApplication>
#include <QString>

#include <initializer_list>

namespace SolveDeck {

// For core files whose messages go through a file-local tr() helper (no Q_OBJECT in core classes): lupdate files
// each call under the class whose member function makes it ("SolveDeck::JobFilter") or, in a free function,
// "SolveDeck". The helper looks the message up in those contexts, first found wins, so the catalogues apply.
inline QString translateIn(std::initializer_list<const char *> contexts,
                           const char *text,
                           const char *disambiguation = nullptr,
                           int n = -1)
{
    // The source text as translate() returns it when nothing is found (%n filled in).
    const QString untranslated = QCoreApplication::translate("", text, disambiguation, n);
    for (const char *context : contexts) {
        QString translated = QCoreApplication::translate(context, text, disambiguation, n);
        if (translated != untranslated) {
            return translated;
        }
    }
    return untranslated;
}

} // namespace SolveDeck

// The file-local tr() of a core file whose classes have no Q_OBJECT, at namespace scope:
//   SOLVEDECK_FILE_TR("SolveDeck::JobFilter", "SolveDeck")
// lupdate files each tr() call under the enclosing class or namespace; this looks the message up in those contexts.
#define SOLVEDECK_FILE_TR(...)                                                                      \
    namespace {                                                                                     \
    [[maybe_unused]] QString tr(const char *text, const char *disambiguation = nullptr, int n = -1) \
    {                                                                                               \
        return ::SolveDeck::translateIn({__VA_ARGS__}, text, disambiguation, n);                    \
    }                                                                                               \
    }
