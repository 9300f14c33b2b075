/// What the demo partner writes back: for each of the question bank's fourteen themes, three warm,
/// ordinary answers that fit any question of the theme. The day picks one, so a week of demo days
/// does not repeat itself.
enum DemoPartnerAnswers {
    static let byTheme: [String: [String]] = [
        "gratitude": [
            "The way you always save me the last bit of coffee without saying anything. I notice it every time.",
            "You listened to my long story about work on Tuesday and asked all the right questions. Thank you for that.",
            "How patient you are with me in the mornings. It makes the whole day start softer.",
        ],
        "joy": [
            "Dancing badly in the kitchen with you while the pasta boiled over. Best part of my week.",
            "That moment on our walk when the sun came out and we both stopped to look at it.",
            "Hearing you laugh at your own joke before you got to the end of it.",
        ],
        "memories": [
            "Our first trip to the sea, when it rained the whole time and we stayed in and played cards. I loved it.",
            "The night we got lost looking for that little restaurant and found a better one by accident.",
            "You teaching me to ride a bike again in the park, both of us laughing too hard to steer.",
        ],
        "dreams": [
            "A small house with a garden where we grow too many tomatoes and give them to the neighbours.",
            "Taking a long train trip together one day, with nowhere we have to be.",
            "Learning to cook one dish from every place we visit, and having friends over to taste them.",
        ],
        "comfort": [
            "A blanket, a pot of tea and you reading something out loud to me.",
            "When you squeeze my hand twice. It always tells me everything is going to be fine.",
            "Coming home to the smell of something cooking and your music playing.",
        ],
        "adventure": [
            "Let's take the early train to the coast one Saturday and just see where we end up.",
            "I'd love to go camping under the stars with you, even if we forget the tent pegs again.",
            "Trying the new climbing wall together. I'll hold the rope, you be brave first.",
        ],
        "play": [
            "A board game night, just us, with snacks and far too much competitiveness.",
            "A pillow fort in the living room and a film we have both seen ten times.",
            "Let's build the most ridiculous sandcastle on the beach this summer.",
        ],
        "growth": [
            "I'm learning to say what I need sooner, and you make that feel safe.",
            "You've shown me that resting is not the same as giving up. I'm getting better at it.",
            "Being kinder to myself on the slow days. I learned a lot of that from you.",
        ],
        "home": [
            "Home is the corner of the sofa where the light comes in, with you next to me.",
            "Our kitchen on a Sunday morning, radio on, nobody in a hurry.",
            "Wherever your shoes are by the door and your keys are on the wrong hook.",
        ],
        "tenderness": [
            "When you tuck my hair behind my ear before you say something kind.",
            "The note you left on the mirror last week. I kept it.",
            "How you always check that I've eaten when I've had a long day.",
        ],
        "curiosity": [
            "I'd love to know what you wanted to be when you were seven, and why.",
            "Tell me about a song that meant a lot to you before we met.",
            "I wonder what you think about when you look out of the train window.",
        ],
        "courage": [
            "You were so brave starting the new job. I'm proud of you, and I'm right here.",
            "Saying sorry first after our silly argument took courage. Thank you.",
            "Trying the swim in the cold lake with you. I only did it because you held my hand.",
        ],
        "patience": [
            "Waiting for the bread to rise with you, nibbling the crust from yesterday.",
            "You stayed calm when everything went wrong at the airport. It helped me stay calm too.",
            "Slow evenings, taking our time, no rushing to the next thing.",
        ],
        "wonder": [
            "The stars on that clear night last winter. I still think about how quiet it was.",
            "Watching the first flowers come up on the balcony, a little bigger every morning.",
            "How the city looks from the hill at sunset, with all the windows turning gold.",
        ],
    ]

    /// One answer for `theme` on `day` (`YYYY-MM-DD`); a kind general one for a theme the bank adds later.
    static func answer(theme: String, day: String) -> String {
        let number = dayNumber(day)
        guard let options = byTheme[theme], !options.isEmpty else {
            return "Today I'm just glad we get to do this together. Tell me yours tonight?"
        }
        return options[number % options.count]
    }

    /// A small number that differs from day to day and is the same on every run: what picks the day's
    /// answer and picture.
    static func dayNumber(_ day: String) -> Int {
        day.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) & 0xFFFF }
    }
}
