#include "gatewayrequest.h"

#include <algorithm>

namespace SolveDeck::Gateway {

QByteArray GatewayRequest::header(QByteArrayView name) const
{
    for (const auto &field : headers) {
        if (name.compare(field.first, Qt::CaseInsensitive) == 0) {
            return field.second;
        }
    }
    return {};
}

bool GatewayRequest::hasHeader(QByteArrayView name) const
{
    return std::any_of(headers.cbegin(), headers.cend(), [name](const auto &field) {
        return name.compare(field.first, Qt::CaseInsensitive) == 0;
    });
}

QString GatewayRequest::queryValue(const QString &name) const
{
    const auto found = std::find_if(query.crbegin(), query.crend(), [&name](const auto &item) {
        return item.first == name;
    });
    return found == query.crend() ? QString() : found->second;
}

bool GatewayRequest::hasQueryItem(const QString &name) const
{
    return std::any_of(query.cbegin(), query.cend(), [&name](const auto &item) {
        return item.first == name;
    });
}

} // namespace SolveDeck::Gateway
