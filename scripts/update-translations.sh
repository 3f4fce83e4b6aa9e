#!/usr/bin/env bash
# Keeps the translations in step with English, the gettext way:
#  1. writes each app's template (po/*.pot) from the English in its code (the catalog tests, in write mode);
#     the web app's template, Sources/Server/Web/po/web.pot, is itself the source of its English;
#  2. merges it into every language's catalog with msgmerge, which adds new messages untranslated and
#     marks a message whose English changed "fuzzy" (its old translation kept for the translator).
# The tests then fail on every untranslated or fuzzy message, naming it, until a translator sees to it
# (edit po/LANG.po: translate, and remove the "#, fuzzy" line).
# Usage: scripts/update-translations.sh     (needs gettext's msgmerge: apt-get install gettext)
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="/opt/swift/usr/bin:$PATH"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# The same flags as scripts/test.sh, so that the tree is not built twice.
if ! CURRENT_PLACE_WRITE_POT=1 swift test -Xswiftc -warnings-as-errors \
        --filter 'CatalogTests.theTemplateIsMadeFromEnglish|AppTextTests.theTemplateIsMadeFromEnglish|OptionTextTests.theTemplateIsMadeFromEnglish' >"$log" 2>&1; then
    cat "$log" >&2
    echo "update-translations: writing the templates failed" >&2
    exit 1
fi
for template in Sources/current-place/po/current-place.pot Sources/current-place-gtk/po/current-place-gtk.pot \
        Sources/CommandOptions/po/command-options.pot \
        Sources/Server/Web/po/web.pot; do
    folder="$(dirname "$template")"
    for catalog in "$folder"/*.po; do
        msgmerge --quiet --update --backup=none --no-wrap "$catalog" "$template"
        echo "$catalog: $(msgfmt --check --statistics --output-file=/dev/null "$catalog" 2>&1)"
    done
done
