import Foundation
import SplitMix64

/// Invented names for the demo community, drawn from many languages so the people feel like a real,
/// mixed community. First and family names are paired at random, so no entry is meant to be anyone.
enum DemoNames {
    static let given = [
        "Amara", "Aiko", "Mateo", "Ingrid", "Kwame", "Priya", "Lucía", "Tomasz", "Noor", "Sipho",
        "Hana", "Olu", "Mei", "Rafael", "Saoirse", "Arjun", "Leilani", "Dmitri", "Zainab", "Björn",
        "Chiara", "Tariq", "Yuki", "Ama", "Finn", "Ananya", "Joaquín", "Freya", "Kofi", "Layla",
        "Emeka", "Sofia", "Ravi", "Ilse", "Camille", "Jae-won", "Nadia", "Tenzin", "Olivia", "Hamid",
        "Marta", "Kenji", "Esperanza", "Liam", "Aroha", "Farah", "Pavel", "Thandiwe", "Elif", "Diego",
        "Maren", "Wen", "Chidi", "Astrid", "Iman", "Santiago", "Keira", "Anh", "Bongani", "Rosa",
        "Idris", "Mirela", "Nikhil", "Ayasha", "Gabriel", "Signe", "Fatima", "Ewan", "Lin", "Adaeze",
        "Matías", "Nora", "Hiroshi", "Zara", "Oskar", "Imani", "Valentina", "Rohan", "Kalani", "Yara",
    ]

    static let family = [
        "Okafor", "Tanaka", "García", "Lindqvist", "Mensah", "Sharma", "Fernández", "Kowalski", "Haddad", "Dlamini",
        "Kim", "Adeyemi", "Chen", "Oliveira", "Murphy", "Iyer", "Kahale", "Volkov", "Bello", "Andersson",
        "Romano", "Rahman", "Sato", "Owusu", "Gallagher", "Reddy", "Morales", "Nilsen", "Boateng", "Nasser",
        "Eze", "Rossi", "Patel", "Becker", "Laurent", "Park", "Petrova", "Dorje", "Bennett", "Karimi",
        "Nowak", "Watanabe", "Castillo", "Walsh", "Ngata", "Aziz", "Novak", "Zulu", "Yılmaz", "Ramírez",
        "Berg", "Liu", "Nwosu", "Holm", "Hussein", "Vargas", "Campbell", "Nguyen", "Khumalo", "Silva",
        "Mwangi", "Popescu", "Menon", "Begay", "Dubois", "Jensen", "Ali", "MacLeod", "Wong", "Obi",
        "Herrera", "Solberg", "Yamamoto", "Qureshi", "Lund", "Achieng", "Costa", "Kapoor", "Akana", "Fofanah",
    ]

    /// Plain ASCII letters of `name` (accents dropped, other marks removed), for usernames.
    static func ascii(_ name: String) -> String {
        let folded = name.folding(options: [.diacriticInsensitive, .caseInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        return String(folded.unicodeScalars.filter { ("a"..."z").contains($0) }.map(Character.init))
    }

    /// A name pair from `random`.
    static func draw(_ random: inout SplitMix64) -> (given: String, family: String) {
        (given[Int(random.next() % UInt64(given.count))], family[Int(random.next() % UInt64(family.count))])
    }
}
