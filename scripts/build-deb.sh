#!/usr/bin/env bash
# Builds the Debian packages into build/deb/:
#   current-place_VERSION_ARCH.deb      the command line, the server, the web app, the translations, the
#                                       visit prior, the systemd units, man page and bash completion
#   current-place-gtk_VERSION_ARCH.deb  the native app, its desktop entry, AppStream metainfo and icons
# The binaries are release builds with the Swift runtime and Foundation linked in (--static-swift-stdlib), so
# the packages install on a Debian 12 machine without Swift; the other libraries are declared from the
# binaries by dpkg-shlibdeps. The version is the top of packaging/debian/changelog.
# Installed paths: /usr/bin, /usr/share/current-place (the programs find their data there), man pages,
# completion, /lib/systemd/system, /usr/share/applications, /usr/share/metainfo, /usr/share/icons/hicolor.
# Run as root from anywhere: bash scripts/build-deb.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh none
source scripts/apt-install-missing.sh
apt_install_missing build-deb dpkg-dev librsvg2-bin gzip python3 man-db
export PATH="/opt/swift/usr/bin:$PATH"

packaging=packaging
version="$(dpkg-parsechangelog -l "$packaging/debian/changelog" -S Version)"
date="$(date -u -d "$(dpkg-parsechangelog -l "$packaging/debian/changelog" -S Date)" +%Y-%m-%d)"
arch="$(dpkg --print-architecture)"
out=build/deb
stage="$out/stage"
rm -rf "$stage" "$out"/*.deb
mkdir -p "$stage"

# Release builds; full RELRO and immediate binding, as Debian's hardening asks of every ELF binary.
read -r -a extra_flags <<<"${SWIFT_BUILD_FLAGS:-}"
flags=(-c release --static-swift-stdlib -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now "${extra_flags[@]}")
for product in current-place current-place-gtk; do
    echo "build-deb: swift build ${flags[*]} --product $product"
    swift build "${flags[@]}" --product "$product"
done
bin="$(swift build "${flags[@]}" --show-bin-path)"

# Man pages and completion, made from the binaries' own --help.
python3 "$packaging/help-docs.py" "$bin/current-place" "$bin/current-place-gtk" "$stage/docs" "$version" "$date"

# Each package's tree.
cli="$stage/current-place"
gtk="$stage/current-place-gtk"
share="$cli/usr/share/current-place"
install -d "$cli/usr/bin" "$share/po/cli" "$share/po/options" "$cli/usr/share/man/man1" \
    "$cli/usr/share/bash-completion/completions" "$cli/lib/systemd/system" "$cli/usr/share/doc/current-place"
install -m 755 "$bin/current-place" "$cli/usr/bin/"
cp -r Sources/Server/Web "$share/web"
install -m 644 Sources/current-place/po/*.po Sources/current-place/po/*.pot "$share/po/cli/"
# The options' words, which the native app (which depends on this package) reads too.
install -m 644 Sources/CommandOptions/po/*.po Sources/CommandOptions/po/*.pot "$share/po/options/"
install -m 644 Sources/PlacesEngine/Resources/visit-prior.json Sources/PlacesEvaluation/Resources/foursquare-crosswalk.tsv "$share/"
install -m 644 deploy/current-place.service deploy/current-place-update.service deploy/current-place-update.timer \
    "$cli/lib/systemd/system/"
install -m 644 "$stage/docs/bash-completion/current-place" "$cli/usr/share/bash-completion/completions/"

install -d "$gtk/usr/bin" "$gtk/usr/share/current-place/po/gtk" "$gtk/usr/share/man/man1" \
    "$gtk/usr/share/bash-completion/completions" "$gtk/usr/share/applications" "$gtk/usr/share/metainfo" \
    "$gtk/usr/share/icons/hicolor/scalable/apps" "$gtk/usr/share/doc/current-place-gtk"
install -m 755 "$bin/current-place-gtk" "$gtk/usr/bin/"
install -m 644 Sources/current-place-gtk/po/*.po Sources/current-place-gtk/po/*.pot "$gtk/usr/share/current-place/po/gtk/"
install -m 644 "$packaging/desktop/org.currentplace.CurrentPlace.desktop" "$gtk/usr/share/applications/"
install -m 644 "$packaging/desktop/org.currentplace.CurrentPlace.metainfo.xml" "$gtk/usr/share/metainfo/"
install -m 644 "$packaging/desktop/org.currentplace.CurrentPlace.svg" "$gtk/usr/share/icons/hicolor/scalable/apps/"
for size in 16 24 32 48 64 128 256 512; do
    install -d "$gtk/usr/share/icons/hicolor/${size}x${size}/apps"
    rsvg-convert -w "$size" -h "$size" "$packaging/desktop/org.currentplace.CurrentPlace.svg" \
        -o "$gtk/usr/share/icons/hicolor/${size}x${size}/apps/org.currentplace.CurrentPlace.png"
done
install -m 644 "$stage/docs/bash-completion/current-place-gtk" "$gtk/usr/share/bash-completion/completions/"

for package in current-place current-place-gtk; do
    root="$stage/$package"
    gzip -9nc "$stage/docs/man1/$package.1" >"$root/usr/share/man/man1/$package.1.gz"
    install -m 644 "$packaging/debian/copyright" "$root/usr/share/doc/$package/copyright"
    gzip -9nc "$packaging/debian/changelog" >"$root/usr/share/doc/$package/changelog.gz"
    # Stripped as dh_strip strips: symbols and the compilers' notes go, the sections Swift reads stay.
    strip --remove-section=.comment --remove-section=.note --strip-unneeded "$root/usr/bin/$package"
    find "$root" -type d -exec chmod 755 {} +
    find "$root" -type f ! -path "$root/usr/bin/*" -exec chmod 644 {} +

    # The control file: the libraries the binary links, as dpkg-shlibdeps reads them from Debian's packages.
    install -d "$root/DEBIAN"
    work="$(mktemp -d)"
    mkdir "$work/debian"
    printf 'Source: current-place\n\nPackage: %s\nArchitecture: any\n' "$package" >"$work/debian/control"
    shlibs="$(cd "$work" && dpkg-shlibdeps -O -e"$OLDPWD/$root/usr/bin/$package" | sed -n 's/^shlibs:Depends=//p')"
    rm -rf "$work"
    [ -n "$shlibs" ] || { echo "build-deb: dpkg-shlibdeps found no libraries for $package" >&2; exit 1; }
    size="$(du -sk --exclude=DEBIAN "$root" | cut -f1)"
    sed -e "s/@VERSION@/$version/g" -e "s/@ARCH@/$arch/" -e "s/@SIZE@/$size/" -e "s/@SHLIBS@/$shlibs/" \
        "$packaging/debian/$package.control" >"$root/DEBIAN/control"
    for script in postinst prerm postrm; do
        if [ -f "$packaging/debian/$package.$script" ]; then
            install -m 755 "$packaging/debian/$package.$script" "$root/DEBIAN/$script"
        fi
    done
    (cd "$root" && find . -type f ! -path './DEBIAN/*' -printf '%P\0' | sort -z | xargs -0 md5sum >DEBIAN/md5sums)
    chmod 644 "$root/DEBIAN/md5sums" "$root/DEBIAN/control"
    dpkg-deb --root-owner-group -Zxz --build "$root" "$out/${package}_${version}_${arch}.deb"
done
ls -l "$out"/*.deb
