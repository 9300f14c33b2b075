/// Passwords of eight or more characters that top the published lists of leaked passwords (the UK
/// NCSC's "100k most used" list, drawn from Have I Been Pwned, and the yearly most-common lists).
/// Shorter ones are refused by length anyway. Compared case-insensitively.
enum CommonPasswords {
    static let list: Set<String> = [
        "12345678", "123456789", "1234567890", "12345678910", "123123123", "987654321", "0987654321",
        "11111111", "00000000", "88888888", "99999999", "12341234", "11223344", "01234567", "1q2w3e4r",
        "1q2w3e4r5t", "1qaz2wsx", "1qazxsw2", "zaq12wsx", "q1w2e3r4", "q1w2e3r4t5", "qwerty123", "qwerty12",
        "qwertyuiop", "qwertyui", "asdfghjkl", "asdfghjk", "zxcvbnm1", "zxcvbnmm", "qazwsxedc", "1234qwer",
        "qwer1234", "asdf1234", "password", "password1", "password12", "password123", "password1234",
        "passw0rd", "p@ssw0rd", "p@ssword", "pa55word", "passpass", "password!", "iloveyou", "iloveyou1",
        "iloveyou2", "princess", "princess1", "sunshine", "sunshine1", "football", "football1", "baseball",
        "basketball", "superman", "batman123", "starwars", "whatever", "trustno1", "welcome1", "welcome123",
        "letmein1", "letmein123", "changeme", "changeme123", "administrator", "admin123", "admin1234",
        "adminadmin", "abc12345", "abcd1234", "abcdefgh", "aa123456", "a1234567", "a12345678", "q1234567",
        "qwerty1234", "michael1", "jennifer", "jordan23", "charlie1", "computer", "internet", "midnight",
        "mustang1", "shadow12", "master12", "monkey12", "dragon12", "freedom1", "liverpool", "chelsea1",
        "arsenal1", "manchester", "butterfly", "chocolate", "cookie123", "flower123", "mercedes", "samantha",
        "1234abcd", "987654321a", "iloveu123", "lovely123", "loveyou1", "fuckyou1", "qwerty123456", "google123",
        "pokemon1", "minecraft", "hello123", "hellokitty", "blink182", "spiderman", "snoopy123", "welcome!",
        "summer2023", "summer2024", "summer2025", "winter2024", "spring2024", "autumn2024", "secret123",
        "testtest", "test1234", "test12345", "qwertyqwerty", "asdfasdf", "zxcvzxcv", "1111111111", "7777777777",
        "1234567a", "12345678a", "123456789a", "123456abc", "00000000a", "aaaaaaaa", "asdasdasd", "qweqweqwe",
        "zxczxczxc", "123qweasd", "123qweasdzxc", "qweasdzxc", "1q2w3e4r5t6y", "zaq1xsw2", "!qaz2wsx",
        "trustno1!", "football123", "baseball1", "jessica1", "ashley12", "michelle", "nicole12", "daniel12",
        "andrew12", "thomas12", "anthony1", "william1", "matthew1", "joshua12", "junior12", "hunter12",
        "ranger12", "harley12", "buster12", "soccer12", "hockey12", "killer12", "tigger12", "pepper12",
        "ginger12", "maggie12", "sophie12", "charlie12", "yankees1", "cowboys1", "eagles12", "lakers24",
    ]
}
