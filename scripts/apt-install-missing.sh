# Sourced by the set-up scripts: apt_install_missing LABEL PACKAGE… installs
# (as root, from Debian) only the packages that are not installed yet,
# running `apt-get update` first when there is something to install.
apt_install_missing() {
    local label="$1" package
    shift
    local missing=()
    for package in "$@"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
    done
    if [ "${#missing[@]}" -gt 0 ]; then
        echo "$label: installing ${missing[*]}"
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -q
        apt-get install -y -q --no-install-recommends "${missing[@]}"
    fi
}
