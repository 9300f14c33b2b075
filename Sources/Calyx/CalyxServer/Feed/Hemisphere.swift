/// Whether a person's time zone is south of the equator, where the catalog's bloom months (counted for
/// Northern Hemisphere temperate gardens) come six months later. Read from the IANA zone, the one
/// place we know; the zones listed are the temperate and subtropical ones of the south (the tropics'
/// seasons are rains, not the catalog's months, and are left as they are).
enum Hemisphere {
    static let southernPrefixes = ["Australia/", "Antarctica/", "America/Argentina/"]
    static let southernZones: Set<String> = [
        // Oceania
        "Pacific/Auckland", "Pacific/Chatham", "Pacific/Norfolk", "Pacific/Noumea",
        // South America
        "America/Santiago", "America/Punta_Arenas", "America/Montevideo", "America/Asuncion", "America/Sao_Paulo", "Atlantic/Stanley",
        // Southern Africa and the Indian Ocean
        "Africa/Johannesburg", "Africa/Maseru", "Africa/Mbabane", "Africa/Windhoek", "Africa/Gaborone", "Africa/Maputo",
        "Africa/Harare", "Indian/Mauritius", "Indian/Reunion", "Indian/Antananarivo",
    ]

    static func isSouthern(_ identifier: String) -> Bool {
        southernZones.contains(identifier) || southernPrefixes.contains { identifier.hasPrefix($0) }
    }
}
