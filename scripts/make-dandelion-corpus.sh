#!/usr/bin/env bash
# make-dandelion-corpus.sh OUTDIR
#
# Generates a reproducible WAV test corpus for Dandelion's microphone "blow
# detector" into OUTDIR, plus OUTDIR/manifest.tsv describing every file.
#
#   kind=blow      1-3 synthetic blows (turbulent, low-frequency-weighted noise
#                  with attack, flutter and release) over a background;
#                  `intervals` gives each blow's true start-end in seconds
#                  (start of its fade-in to end of its fade-out).
#   kind=negative  must never trigger: speech in many languages, vowels,
#                  humming, whistles, music, mains hum, clicks/taps, silence,
#                  room noise, and what happens near a phone while someone
#                  writes: fast typing, a door or a book (an impact and its
#                  room decay), coughs, laughter, drums, a running tap, paper.
#   kind=hard      edge cases (whispering, sustained "shhh"/"ffff") whose
#                  treatment is left to the detector's authors; blows=0 and the
#                  time of the event is given in the description.
#
# Requirements: bash, sox (14.4), espeak-ng, awk.
# Every sox call uses the global -R option (fixed random seed), so the same
# script and tool versions produce byte-identical files on every run.
# The corpus is built in a temporary directory next to OUTDIR and renamed into
# place at the end, so an interrupted run never leaves a half corpus. If
# OUTDIR/manifest.tsv already starts with "# $CORPUS_VERSION", nothing is done.
#
# Level conventions: noise backgrounds are given as RMS (re. full-scale 1.0);
# blows, speech and tones as sample peak (dBFS).
set -euo pipefail
export LC_ALL=C

CORPUS_VERSION="corpus v4"   # bump whenever the generated corpus changes

usage() { echo "usage: $0 OUTDIR" >&2; exit 2; }
[[ $# -eq 1 && -n "$1" ]] || usage
OUTDIR=${1%/}
[[ -n "$OUTDIR" ]] || OUTDIR=/

die() { echo "make-dandelion-corpus: error: $*" >&2; exit 1; }
log() { echo "make-dandelion-corpus: $*" >&2; }

command -v sox >/dev/null || die "sox not found (Debian package: sox)"
command -v espeak-ng >/dev/null || die "espeak-ng not found (Debian package: espeak-ng)"

if [[ -f "$OUTDIR/manifest.tsv" ]] &&
   [[ "$(head -n 1 "$OUTDIR/manifest.tsv")" == "# $CORPUS_VERSION" ]]; then
  log "$OUTDIR is up to date ($CORPUS_VERSION); nothing to do"
  exit 0
fi

# Only ever replace an empty directory or an older corpus made by this script.
replaceable() {
  [[ ! -e "$OUTDIR" ]] && return 0
  [[ -d "$OUTDIR" ]] || return 1
  [[ -z "$(ls -A "$OUTDIR")" ]] && return 0
  [[ -f "$OUTDIR/manifest.tsv" ]] && head -n 1 "$OUTDIR/manifest.tsv" | grep -q '^# corpus v'
}
replaceable || die "$OUTDIR exists and is neither empty nor a corpus made by this script"

START_SECONDS=$SECONDS
PARENT=$(dirname -- "$OUTDIR")
BASE=$(basename -- "$OUTDIR")
mkdir -p -- "$PARENT"
STAGE=$(mktemp -d "$PARENT/.$BASE.tmp.XXXXXX")   # becomes OUTDIR at the end
W=$(mktemp -d "${TMPDIR:-/tmp}/dandelion-corpus-work.XXXXXX")  # scratch
OLD=""
cleanup() { rm -rf -- "$W" "$STAGE"; [[ -z "$OLD" ]] || rm -rf -- "$OLD"; }
trap cleanup EXIT
trap 'exit 130' INT TERM HUP

MANIFEST="$STAGE/manifest.tsv"
printf '# %s\n' "$CORPUS_VERSION" >"$MANIFEST"
printf 'file\tkind\tblows\tintervals\tdescription\n' >>"$MANIFEST"

# ---------------------------------------------------------------- helpers ---
# Every sox invocation goes through sx: -R = repeatable random numbers,
# -V1 = only print failures (clipping is intentional in some files).
sx() { sox -R -V1 "$@"; }
F32=(-b 32 -e floating-point)          # scratch format (sox is 32-bit inside)
calc() { awk "BEGIN { $1 }"; }
f2() { awk -v x="$1" 'BEGIN { printf "%.2f", x + 0 }'; }
duration() { sx "$1" -n stat 2>&1 | awk '/^Length \(seconds\)/ { print $3 }'; }
ratelabel() {
  case $1 in 16000) echo 16k ;; 22050) echo 22k ;; 44100) echo 44k ;; 48000) echo 48k ;;
    *) die "unsupported rate $1" ;; esac
}
# output format options for a final file; sets global array OFMT and SUFFIX
set_format() {
  case $1 in
    s16)  OFMT=(-b 16 -e signed-integer -c 1); SUFFIX="" ;;
    s24)  OFMT=(-b 24 -e signed-integer -c 1); SUFFIX="-s24" ;;
    f32)  OFMT=(-b 32 -e floating-point -c 1); SUFFIX="-f32" ;;
    st16) OFMT=(-b 16 -e signed-integer -c 2); SUFFIX="-stereo" ;;
    *) die "unknown format $1" ;;
  esac
}
# effects that turn the mono mix into the requested channel layout
format_effects() { [[ $1 == st16 ]] && echo "remix 1 1v0.8" || true; }
fmtdesc() {
  case $1 in s16) echo "16-bit" ;; s24) echo "24-bit" ;; f32) echo "32-bit float" ;;
    st16) echo "16-bit stereo (R = 0.8 x L)" ;; esac
}

declare -A SEEN=()
COUNT_blow=0 COUNT_negative=0 COUNT_hard=0
row() {  # file kind blows intervals description
  [[ -z "${SEEN[$1]:-}" ]] || die "duplicate file name $1"
  SEEN[$1]=1
  [[ -f "$STAGE/$1" ]] || die "missing $1"
  printf '%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" >>"$MANIFEST"
  eval "COUNT_$2=\$((COUNT_$2 + 1))"
}

# noise TYPE RATE DUR OFFSET_SAMPLES OUT [EFFECT...]
# With -R every synth call starts the same random sequence, so different
# segments of it are taken (trim at OFFSET) to keep signals that are mixed in
# one file uncorrelated. Extra effects (filters) run on the trimmed segment.
noise() {
  local type=$1 rate=$2 dur=$3 off=$4 out=$5; shift 5
  local n; n=$(calc "printf \"%d\", $dur * $rate + 0.5")
  sx -r "$rate" -c 1 -n "${F32[@]}" "$out" \
    synth "$((off + n))s" "$type" trim "${off}s" "${n}s" "$@"
}

# set_rms IN OUT TARGET_DB  (plain RMS re. full scale)
set_rms() {
  local rms g
  rms=$(sx "$1" -n stat 2>&1 | awk '/^RMS +amplitude/ { print $3 }')
  g=$(calc "printf \"%.3f\", $3 - 20 * log($rms) / log(10)")
  sx "$1" "$2" gain "$g"
}

# say VOICE SPEED TEXT OUT: espeak-ng speech, leading/trailing silence removed
say() {
  espeak-ng -v "$1" -s "$2" -w "$W/say-raw.wav" -- "$3"
  sx "$W/say-raw.wav" "${F32[@]}" "$4" \
    silence 1 0.005 -60d reverse silence 1 0.005 -60d reverse
}

# ------------------------------------------------------------ backgrounds ---
RATES=(16000 22050 44100 48000)
BEDLEN=40
BG_NAME_silent=nearsilence BG_NAME_room=quietroom BG_NAME_fan=fan BG_NAME_cafe=cafe BG_NAME_street=street
BG_DESC_silent="digital near-silence (white noise -85 dBFS RMS)"
BG_DESC_room="quiet room (pink noise -55 dBFS RMS)"
BG_DESC_fan="fan/air conditioner (brown+pink noise -45 dBFS RMS, 120 Hz hum -55 dBFS)"
BG_DESC_cafe="cafe (5-voice espeak-ng babble, -38 dBFS peak)"
BG_DESC_street="street rumble (brown noise -40 dBFS RMS)"
bgname() { local v="BG_NAME_$1"; echo "${!v}"; }
bgdesc() { local v="BG_DESC_$1"; echo "${!v}"; }

make_babble() {  # 5 voices talking at once, 22050 Hz, normalised to 0 dBFS
  local voices=(
    "en-us+m3|175|So I told him we should meet at the station around six, but then the train was late again, and honestly, nobody knew what was going on. We waited for almost an hour."
    "en-gb+f2|165|Would you like another coffee? The cake here is lovely, they bake it every morning. I always come on Tuesdays because it is quieter and I can read for a while."
    "fr+f4|170|Alors, on se retrouve demain matin devant la boulangerie? Je voudrais acheter des croissants et un pain aux noix pour le petit déjeuner de dimanche."
    "de+m1|160|Ich habe gestern einen langen Spaziergang am Fluss gemacht, und danach waren wir noch in einem kleinen Restaurant in der Altstadt essen."
    "es+f3|170|Mañana vamos al mercado temprano, porque por la tarde hace demasiado calor y siempre hay mucha gente en las calles del centro."
  )
  local i=0 spec v s t d reps inputs=()
  for spec in "${voices[@]}"; do
    IFS='|' read -r v s t <<<"$spec"
    say "$v" "$s" "$t" "$W/babble-$i-once.wav"
    sx "$W/babble-$i-once.wav" "$W/babble-$i-gap.wav" pad 0 0.$((3 + i))  # pause between repeats
    d=$(duration "$W/babble-$i-gap.wav")
    reps=$(calc "printf \"%d\", ($BEDLEN + 12) / $d + 1")
    sx "$W/babble-$i-gap.wav" "$W/babble-$i.wav" repeat "$reps" \
      trim "$(calc "printf \"%.2f\", $i * 2.37")" "$BEDLEN" gain -n -6
    inputs+=(-v 1 "$W/babble-$i.wav")
    i=$((i + 1))
  done
  sx -m "${inputs[@]}" "${F32[@]}" "$W/babble.wav" gain -n 0
}

make_beds() {  # make_beds RATE -> $W/bed-<bg>-<rate>.wav, $BEDLEN s each
  local r=$1
  # offsets (in samples) >= 2,000,000 keep bed noise apart from blow noise
  noise whitenoise "$r" "$BEDLEN" 2000000 "$W/t1.wav"
  set_rms "$W/t1.wav" "$W/bed-silent-$r.wav" -85

  noise pinknoise "$r" "$BEDLEN" 4000000 "$W/t1.wav" highpass 30
  set_rms "$W/t1.wav" "$W/bed-room-$r.wav" -55

  noise brownnoise "$r" "$BEDLEN" 6000000 "$W/t1.wav" highpass 40 lowpass 1500
  set_rms "$W/t1.wav" "$W/t1n.wav" -46.5
  noise pinknoise "$r" "$BEDLEN" 8000000 "$W/t2.wav" highpass 60 lowpass 5000
  set_rms "$W/t2.wav" "$W/t2n.wav" -50
  sx -m -v 1 "$W/t1n.wav" -v 1 "$W/t2n.wav" "$W/t3.wav"
  set_rms "$W/t3.wav" "$W/t3n.wav" -45
  sx -r "$r" -c 2 -n "${F32[@]}" "$W/t4.wav" synth "$BEDLEN" sine 120 sine 240 \
    remix 1v1,2v0.3 gain -n -55
  sx -m -v 1 "$W/t3n.wav" -v 1 "$W/t4.wav" "$W/bed-fan-$r.wav"

  noise brownnoise "$r" "$BEDLEN" 10000000 "$W/t1.wav" highpass 25 lowpass 800
  set_rms "$W/t1.wav" "$W/bed-street-$r.wav" -40

  sx "$W/babble.wav" "$W/t1.wav" rate -h "$r"
  noise pinknoise "$r" "$BEDLEN" 12000000 "$W/t2.wav" highpass 30
  set_rms "$W/t2.wav" "$W/t2n.wav" -62
  sx -m -v 1 "$W/t1.wav" -v 1 "$W/t2n.wav" "$W/bed-cafe-$r.wav" gain -n -38
}

# bgseg BG RATE DUR SEED OUT: a DUR-second piece of a background bed
bgseg() {
  local off
  off=$(calc "printf \"%.3f\", ($4 * 7.37) - int(($4 * 7.37) / ($BEDLEN - $3 - 0.2)) * ($BEDLEN - $3 - 0.2)")
  sx "$W/bed-$1-$2.wav" "$5" trim "$off" "$3"
}

# ------------------------------------------------------------------ blows ---
SPEC_DESC_brown="brown noise"
SPEC_DESC_pink1k="pink noise LP 1 kHz"
SPEC_DESC_pink2k5="pink noise LP 2.5 kHz"
SPEC_DESC_white600="white noise LP 600 Hz"
SPEC_DESC_soft="soft distant blow, pink noise BP 100-3000 Hz"
SPEC_DESC_brownpink="brown + pink (-12 dB) noise"
SPEC_DESC_rumble="wind rumble, brown noise LP 400 Hz (a breath straight onto the capsule)"

# make_blow SPEC LEN PEAK ATT_MS REL_MS TREM_HZ TREM_PCT RATE K OUT
# PEAK is a dBFS value, or "clip" (normalised to 0 dBFS then +8 dB -> clipped)
make_blow() {
  local spec=$1 len=$2 peak=$3 att=$4 rel=$5 th=$6 td=$7 r=$8 k=$9 out=${10}
  local pre=0.3 total off=$((k * 400000)) th2 gain
  total=$(calc "print $pre + $len")
  case $spec in
    brown)     noise brownnoise "$r" "$total" "$off" "$W/bn.wav" highpass 40 ;;
    pink1k)    noise pinknoise "$r" "$total" "$off" "$W/bn.wav" highpass 40 lowpass 1000 ;;
    pink2k5)   noise pinknoise "$r" "$total" "$off" "$W/bn.wav" highpass 40 lowpass 2500 ;;
    white600)  noise whitenoise "$r" "$total" "$off" "$W/bn.wav" highpass 40 lowpass 600 lowpass 600 ;;
    rumble)    noise brownnoise "$r" "$total" "$off" "$W/bn.wav" highpass 30 lowpass 400 lowpass 400 ;;
    soft)      noise pinknoise "$r" "$total" "$off" "$W/bn.wav" highpass 100 highpass 100 lowpass 3000 lowpass 3000 ;;
    brownpink)
      noise brownnoise "$r" "$total" "$off" "$W/bn1.wav" highpass 40 gain -n 0
      noise pinknoise "$r" "$total" "$((off + 200000))" "$W/bn2.wav" highpass 40 gain -n -12
      sx -m -v 1 "$W/bn1.wav" -v 1 "$W/bn2.wav" "$W/bn.wav" ;;
    *) die "unknown blow spectrum $spec" ;;
  esac
  (( att + rel < $(calc "printf \"%d\", $len * 1000") )) || die "attack+release longer than blow"
  # second, weaker flutter component at an unrelated 3-9 Hz rate: irregular turbulence
  th2=$(calc "x = $th * 1.618; print 3 + x - int(x / 6) * 6")
  if [[ $peak == clip ]]; then gain=(gain -n 0 gain 8); else gain=(gain -n "$peak"); fi
  sx "$W/bn.wav" "$out" trim "$pre" "$len" tremolo "$th" "$td" tremolo "$th2" 15 \
    fade q "$(calc "print $att / 1000")" "$len" "$(calc "print $rel / 1000")" "${gain[@]}"
}

SPEECH_BEFORE_en_us="en-us|175|Okay, those are all my worries for today. Now I let them go."
SPEECH_BEFORE_de="de|165|So, das war mein Tag. Jetzt lasse ich alles los."
SPEECH_BEFORE_fr="fr+f2|170|Voilà, c'est tout pour aujourd'hui. Je laisse partir mes soucis."

# positive IDX SPEC LENS PEAKS ATT REL TREM_HZ TREM_PCT BG RATE FMT SPEECH
positive() {
  local i=$1 spec=$2 lens=$3 peaks=$4 att=$5 rel=$6 th=$7 td=$8 bg=$9 r=${10} fmt=${11} sp=${12}
  local lead tail t k n name ivals="" inputs=() lensa peaksa desc splen=0 spdesc="" pk
  IFS=, read -r -a lensa <<<"$lens"
  IFS=, read -r -a peaksa <<<"$peaks"
  n=${#lensa[@]}
  lead=$(echo "1.50 1.20 2.00" | cut -d' ' -f$((i % 3 + 1)))
  tail=$(echo "1.50 2.00 1.20" | cut -d' ' -f$((i % 3 + 1)))
  t=$lead
  if [[ $sp != - ]]; then   # a sentence, 0.5 s pause, then the blow(s)
    local v s txt spvar="SPEECH_BEFORE_${sp//-/_}"
    IFS='|' read -r v s txt <<<"${!spvar}"
    say "$v" "$s" "$txt" "$W/sp.wav"
    sx "$W/sp.wav" "$W/sp-r.wav" rate -h "$r" gain -n -10 pad "$lead"
    inputs+=(-v 1 "$W/sp-r.wav")
    splen=$(calc "printf \"%.2f\", int($(duration "$W/sp.wav") * 100 + 0.999) / 100")
    t=$(calc "printf \"%.2f\", $t + $splen + 0.5")
    spdesc="; $v says \"$txt\" at $(f2 "$lead")-$(f2 "$(calc "print $lead + $splen")"), blow 0.5 s later"
  fi
  for ((k = 0; k < n; k++)); do
    pk=${peaksa[$((k < ${#peaksa[@]} ? k : ${#peaksa[@]} - 1))]}
    make_blow "$spec" "${lensa[$k]}" "$pk" "$att" "$rel" "$th" "$td" "$r" "$k" "$W/b$k.wav"
    sx "$W/b$k.wav" "$W/bp$k.wav" pad "$t"
    inputs+=(-v 1 "$W/bp$k.wav")
    ivals+="${ivals:+;}$(f2 "$t")-$(f2 "$(calc "print $t + ${lensa[$k]}")")"
    t=$(calc "print $t + ${lensa[$k]}")
    if ((k < n - 1)); then
      t=$(calc "print $t + $(echo "1.5 2.0 2.5" | cut -d' ' -f$(((i + k) % 3 + 1)))")
    fi
  done
  t=$(calc "printf \"%.2f\", $t + $tail")
  bgseg "$bg" "$r" "$t" "$i" "$W/bg.wav"
  set_format "$fmt"
  local plabel
  if [[ $peaks == clip ]]; then plabel=clip; else plabel="m${peaks//,/+m}db"; plabel=${plabel//-/}; fi
  name="blow-$spec-${lens//,/+}s-$plabel-$(bgname "$bg")$([[ $sp == - ]] || echo "-after-speech-$sp")-$(ratelabel "$r")$SUFFIX.wav"
  # shellcheck disable=SC2046
  sx -m -v 1 "$W/bg.wav" "${inputs[@]}" "${OFMT[@]}" "$STAGE/$name" $(format_effects "$fmt")
  if [[ $peaks == clip ]]; then pk="clipped (driven 8 dB past full scale)"; else pk="peak ${peaks//,/\/} dBFS"; fi
  local sd="SPEC_DESC_$spec"
  if ((n == 1)); then desc="1 blow $lens s"; else desc="$n blows ${lens//,/\/} s"; fi
  desc+=", ${!sd}, $pk, attack ${att} ms, release ${rel} ms, flutter ${th} Hz ${td}%; over $(bgdesc "$bg")$spdesc; $((r)) Hz $(fmtdesc "$fmt")"
  row "$name" blow "$n" "$ivals" "$desc"
}

# -------------------------------------------------------------- negatives ---
# place KIND NAME BG RATE FMT EVENT LEAD TAIL DESC [SEED]
# EVENT (any rate, mono) is put LEAD s into a background piece; TAIL s after it.
place() {
  local kind=$1 name=$2 bg=$3 r=$4 fmt=$5 ev=$6 lead=$7 tail=$8 desc=$9 seed=${10:-0}
  local d t
  set_format "$fmt"
  name="$name-$(ratelabel "$r")$SUFFIX.wav"
  sx "$ev" "$W/ev-r.wav" rate -h "$r" pad "$lead"
  d=$(duration "$ev")
  t=$(calc "printf \"%.2f\", int(($lead + $d + $tail) * 100 + 0.999) / 100")
  bgseg "$bg" "$r" "$t" "$((seed + 100))" "$W/bg.wav"
  # shellcheck disable=SC2046
  sx -m -v 1 "$W/bg.wav" -v 1 "$W/ev-r.wav" "${OFMT[@]}" "$STAGE/$name" $(format_effects "$fmt")
  desc=${desc//@START@/$(f2 "$lead")}
  desc=${desc//@END@/$(f2 "$(calc "print $lead + $d")")}
  row "$name" "$kind" 0 - "$desc; over $(bgdesc "$bg"); $t s; $r Hz $(fmtdesc "$fmt")"
}

NEG_SEED=0
# speech NAME VOICE SPEED PEAK BG RATE FMT TEXT
speech() {
  say "$2" "$3" "$8" "$W/ev.wav"
  sx "$W/ev.wav" "$W/ev-n.wav" gain -n "$4"
  NEG_SEED=$((NEG_SEED + 1))
  place negative "neg-speech-$1" "$5" "$6" "$7" "$W/ev-n.wav" 1.20 1.30 \
    "espeak-ng -v $2 -s $3 at @START@-@END@, peak $4 dBFS: \"$8\"" "$NEG_SEED"
}

# event NAME PEAK BG RATE FMT DESC  (event audio already in $W/ev.wav)
event() {
  sx "$W/ev.wav" "$W/ev-n.wav" gain -n "$2"
  NEG_SEED=$((NEG_SEED + 1))
  place negative "neg-$1" "$3" "$4" "$5" "$W/ev-n.wav" 1.50 1.50 \
    "$6 at @START@-@END@, peak $2 dBFS" "$NEG_SEED"
}

# formant vowel: vowel NAME F0A F0B DUR F1 F2 F3 PEAK BG RATE FMT
vowel() {
  sx -r 48000 -c 1 -n "${F32[@]}" "$W/ev0.wav" synth "$4" sawtooth "$2:$3" gain -12 \
    chorus 0.001 1 25 1 4.9 1 -s \
    highpass 80 lowpass 3500 \
    equalizer "$5" "$(calc "print $5 * 0.15")h" +18 \
    equalizer "$6" "$(calc "print $6 * 0.1")h" +14 \
    equalizer "$7" "$(calc "print $7 * 0.08")h" +10 \
    trim 0.03 fade q 0.12 "$(calc "print $4 - 0.03")" 0.25
  sx "$W/ev0.wav" "$W/ev.wav" gain -n 0
  event "vowel-synth-$1-${2}hz" "$8" "$9" "${10}" "${11}" \
    "synthetic sustained vowel \"$1\": sawtooth $2-$3 Hz, vibrato 4.9 Hz, formants $5/$6/$7 Hz, $(f2 "$4") s"
}

# ------------------------------------------------------------------- main ---
NGROUPS=9
log "[1/$NGROUPS] backgrounds (near-silence, quiet room, fan, cafe babble, street) at ${RATES[*]} Hz"
make_babble
for r in "${RATES[@]}"; do make_beds "$r"; done

log "[2/$NGROUPS] positives: blows"
# idx spectrum lengths(s) peaks(dBFS|clip) attack(ms) release(ms) flutter(Hz) depth(%) background rate format speech-before
while read -r idx spec lens peaks att rel th td bg r fmt sp; do
  [[ -z "$idx" || $idx == \#* ]] && continue
  positive "$idx" "$spec" "$lens" "$peaks" "$att" "$rel" "$th" "$td" "$bg" "$r" "$fmt" "$sp"
done <<'EOF'
1  brown     0.90           -12    60  200 6 40 room   48000 s16  -
2  brown     0.40           -6     30  100 8 30 silent 44100 s16  -
3  brown     2.5            -18    120 300 4 50 fan    22050 s16  -
4  brown     4.0            -9     100 400 5 35 street 16000 s16  -
5  brown     1.5,1.5,1.5    -3     50  250 7 25 room   48000 s16  -
6  brown     0.60           clip   30  150 6 30 room   44100 s16  -
7  brownpink 1.5            clip   40  250 5 40 fan    48000 s16  -
8  brownpink 0.90,2.5       -9     80  300 5 45 cafe   44100 s16  -
9  brownpink 0.60           -15    50  150 9 20 silent 16000 f32  -
10 brownpink 4.0            -6     150 400 3 60 room   22050 s16  -
11 brownpink 0.40,0.60      -15    30  120 7 30 street 22050 st16 -
12 pink1k    0.90           -24    70  200 6 40 room   16000 s16  -
13 pink1k    1.5            -12    100 300 4 35 cafe   48000 s16  -
14 pink1k    2.5            -3     60  350 8 50 fan    44100 s24  -
15 pink1k    0.60,0.60,0.90 -18    40  150 6 30 silent 22050 s16  -
16 pink1k    4.0            -26    150 400 3 25 room   22050 s24  -
17 pink2k5   0.40           -9     30  100 9 25 room   22050 s16  -
18 pink2k5   0.90           -6     50  200 5 40 street 16000 s16  -
19 pink2k5   1.5,2.5        -15    80  300 4 45 fan    22050 f32  -
20 pink2k5   2.5            -21    120 350 7 35 cafe   22050 s16  -
21 pink2k5   0.60           -30    50  150 6 30 silent 44100 s16  -
22 white600  0.60           -12    40  150 8 35 cafe   16000 s16  -
23 white600  1.5            -9     100 250 5 50 room   44100 st16 -
24 white600  4.0            -15    120 400 4 30 silent 16000 s16  -
25 white600  0.40,0.90      -6     30  150 7 25 fan    22050 s16  -
26 white600  2.5            -14    90  300 6 45 street 16000 s16  -
27 soft      0.90           -32    80  250 5 30 silent 48000 s16  -
28 soft      1.5            -30    120 300 4 40 room   16000 s16  -
29 soft      2.5            -28    150 400 3 35 room   44100 f32  -
30 soft      0.60,0.60      -26    60  200 6 25 room   22050 s16  -
31 soft      4.0            -24    100 400 5 45 room   22050 s16  -
32 brown     0.90           -9     60  250 6 40 cafe   48000 s16  en-us
33 pink1k    1.5            -12    80  300 5 35 room   22050 s16  de
34 brownpink 0.60           -6     40  150 7 30 silent 16000 s16  fr
35 brown     0.40,0.40,0.40 -15    30  100 8 40 cafe   16000 s16  -
36 pink1k    0.40           -3     30  100 9 20 street 48000 s16  -
37 brownpink 2.5,0.90       -6,-14 100 300 5 50 fan    22050 s16  -
38 brown     1.5            -27    100 300 5 50 silent 22050 s16  -
39 pink2k5   4.0,1.5        -12    120 400 4 40 room   16000 st16 -
40 white600  0.90           clip   30  200 6 35 street 44100 s16  -
41 brown     0.60           -24    40  150 7 35 room   48000 s16  -
42 brown     1.5            -12    400 300 5 40 room   48000 s16  -
43 brownpink 2.5            -9     600 400 4 35 fan    22050 s16  -
44 pink1k    1.5            -18    500 300 6 30 silent 16000 s16  -
45 brown     4.0            -15    600 400 3 45 cafe   44100 s16  -
46 rumble    1.2            -8     70  200 6 40 room   48000 s16  -
47 rumble    0.60,2.5       -12    40  300 8 35 fan    22050 s16  -
48 rumble    1.5            clip   50  250 5 50 street 16000 s16  -
EOF

log "[3/$NGROUPS] negatives: speech (11 languages, espeak-ng)"
# name voice speed peak(dBFS) background rate format text
speech en-us-m12db         en-us      175 -12 room   22050 s16 "Hello there. I just wanted to write down a few thoughts before I go to sleep tonight."
speech en-gb-f3-shells-loud en-gb+f3  175 -3  room   44100 s16 "She sells sea shells; hush, [[SSS]], the fish is fresh."
speech en-us-m3-thistle-slow-loud en-us+m3 120 -3 silent 16000 s16 "Sixty-six thick thistle sticks. Sixty-six thick thistle sticks."
speech en-us-f2-fff-soft-still en-us+f2 150 -6 room   48000 s16 "[[fff]], so soft, so still. [[fff]]."
speech en-us-blow-word-loud en-us     175 -3  room   22050 s16 "I will blow on it now. Blow, blow it all away."
speech en-gb-m7-blow-word  en-gb+m7   140 -9  silent 44100 f32 "I will blow on it now."
speech de-m3-slow          de+m3      120 -6  room   16000 s16 "Ich schreibe heute Abend noch schnell einen kurzen Brief an meine Schwester."
speech fr-f2-loud          fr+f2      170 -3  room   44100 s16 "Je souffle doucement sur la fleur, et ses graines s'envolent dans le ciel."
speech es                  es         175 -10 silent 22050 s16 "El viento sopla suavemente sobre los campos esta mañana, y los pájaros cantan."
speech it-slow-loud        it         120 -3  room   22050 s16 "Soffia piano, sussurra, e lascia andare tutti i pensieri pesanti."
speech pt-br-f4            pt-br+f4   175 -8  room   16000 f32 "Eu sopro as sementes e elas voam pelo céu azul de verão."
speech nl-m2               nl+m2      175 -6  silent 22050 s16 "Schrijf je zorgen op en laat ze dan los in de wind."
speech hi                  hi         165 -6  room   16000 s16 "मैं धीरे से फूँक मारता हूँ और बीज हवा में उड़ जाते हैं।"
speech ja-f3               ja+f3      175 -6  room   22050 s16 "たんぽぽの わたげを ふうっと ふきます。 そして かぜに のせて とばします。"
speech sv-slow-loud        sv         120 -3  room   22050 s24 "Sju sjösjuka sjömän sköttes av sju sköna sjuksköterskor."
speech pl-m1               pl+m1      160 -6  silent 16000 s16 "Szczęście, cisza i szum szumiących szuwarów."
speech en-us-f5-distant-m24db en-us+f5 175 -24 room  16000 st16 "Okay, let me think about what happened today. I woke up late, the bus was full, and then it started to rain."

log "[4/$NGROUPS] negatives: sustained vowels and humming"
say en-us+m1 80 "[[A:]]" "$W/e.wav"
sx "$W/e.wav" "$W/ev.wav" tempo -s 0.3
event vowel-espeak-aah-m1 -6 room 22050 s16 "espeak-ng en-us+m1 sustained \"aah\" (time-stretched)"
say en-us+f3 80 "[[o:]]" "$W/e.wav"
sx "$W/e.wav" "$W/ev.wav" tempo -s 0.3
event vowel-espeak-ooh-f3 -4 silent 22050 f32 "espeak-ng en-us+f3 sustained \"ooh\" (time-stretched)"
vowel aa 118 124 2.5 730 1090 2440 -6 room 48000 s16
vowel oo 208 214 2.2 300 870 2240 -3 room 16000 s16
vowel ee 182 176 2.0 270 2290 3010 -10 silent 44100 s24
sx -r 48000 -c 1 -n "${F32[@]}" "$W/ev.wav" synth 2.0 sawtooth 128:132 gain -12 \
  chorus 0.001 1 25 1 4.7 0.6 -s lowpass 500 lowpass 500 equalizer 260 100h +6 \
  trim 0.03 fade q 0.15 1.97 0.3
event hum-130hz-2s -8 room 22050 s16 "humming \"mmm\": 130 Hz sawtooth, vibrato, low-passed 500 Hz, 2 s"
sx -r 48000 -c 1 -n "${F32[@]}" "$W/ev.wav" synth 2.0 sawtooth 98:102 gain -12 \
  chorus 0.001 1 25 1 4.5 0.6 -s lowpass 400 lowpass 400 equalizer 220 80h +6 \
  trim 0.03 fade q 0.2 1.97 0.3
event hum-100hz-2s-loud -3 fan 48000 s16 "loud low humming \"mmm\" into the mic: 100 Hz sawtooth, vibrato, low-passed 400 Hz, 2 s"

log "[5/$NGROUPS] negatives: whistles and music"
sx -r 48000 -c 1 -n "${F32[@]}" "$W/ev.wav" synth 1.6 sine 1800 gain -6 chorus 0.001 1 25 1 4.9 1 -s \
  trim 0.03 fade q 0.08 1.57 0.15
event whistle-1800hz-vibrato-1.5s -6 room 44100 s16 "whistle: 1.8 kHz sine with 4.9 Hz vibrato, 1.5 s"
sx -r 48000 -c 1 -n "${F32[@]}" "$W/ev.wav" synth 1.0 sine 1200:2800 fade q 0.05 1.0 0.1
event whistle-glide-1200-2800hz-1s -3 room 48000 s16 "whistle: glide 1.2 to 2.8 kHz, 1 s"
noise whitenoise 48000 1.97 0 "$W/wn.wav" highpass 2000 highpass 2000 lowpass 3200 lowpass 3200 fade q 0.05 1.97 0.15 gain -n -30
sx -r 48000 -c 1 -n "${F32[@]}" "$W/n1.wav" synth 0.6 sine 2000 fade q 0.04 0.6 0.08 gain -1
sx -r 48000 -c 1 -n "${F32[@]}" "$W/n2.wav" synth 0.6 sine 2520 fade q 0.04 0.6 0.08 gain -1
sx -r 48000 -c 1 -n "${F32[@]}" "$W/n3.wav" synth 0.8 sine 2990 fade q 0.04 0.8 0.15 gain -1
sx "$W/n1.wav" "$W/n2.wav" "$W/n3.wav" "$W/tune.wav" chorus 0.001 1 25 1 4.9 0.5 -s trim 0.03
sx -m -v 1 "$W/tune.wav" -v 1 "$W/wn.wav" "$W/ev.wav"
event whistle-tune-2-3khz-2s -4 fan 22050 s16 "whistled 3-note tune 2.0/2.5/3.0 kHz with breath noise, 2 s"
sx -r 48000 -c 3 -n "${F32[@]}" "$W/ev.wav" synth 2.0 triangle C4 triangle E4 triangle G4 remix - fade q 0.02 2.0 0.4
event chord-triangle-cmaj-3note -6 room 44100 s16 "C major chord C4-E4-G4, triangle waves, 2 s"
sx -r 48000 -c 4 -n "${F32[@]}" "$W/ev.wav" synth 2.5 pluck G2 pluck B2 pluck D3 pluck G3 delay 0 0.04 0.08 0.12 remix -
event chord-pluck-gmaj-4note-strum-loud -3 room 48000 s16 "strummed G major chord G2-B2-D3-G3, plucked strings, 2.6 s"
sx -r 48000 -c 4 -n "${F32[@]}" "$W/ev.wav" synth 2.5 sine A3 sine C4 sine E4 sine G4 remix - fade q 0.05 2.5 0.5
event chord-sine-am7-4note -6 silent 16000 f32 "A minor 7 chord A3-C4-E4-G4, sine waves, 2.5 s"
sx -r 48000 -c 5 -n "${F32[@]}" "$W/ev.wav" synth 2.8 pluck C4 pluck E4 pluck G4 pluck C5 pluck E5 \
  delay 0 0.2 0.4 0.6 0.8 remix -
event arpeggio-pluck-cmaj-loud -3 cafe 44100 s16 "arpeggio C4-E4-G4-C5-E5 every 0.2 s, plucked strings, 3.6 s"
sx -r 48000 -c 4 -n "${F32[@]}" "$W/ev.wav" synth 3.0 square C3 sawtooth E3 triangle G3 sine C4 \
  remix - lowpass 3000 tremolo 6 20 fade q 0.01 3.0 0.6
event chord-square-saw-cmaj-organ-loud -3 room 22050 s16 "organ-like C major chord C3-E3-G3-C4 (square/saw/triangle/sine) with tremolo, 3 s"

log "[6/$NGROUPS] negatives: mains hum, clicks, taps, silence, room noise"
for f in 50 60; do
  sx -r 48000 -c 5 -n "${F32[@]}" "$W/hum.wav" synth 5.0 sine $f sine $((2 * f)) sine $((3 * f)) sine $((4 * f)) sine $((5 * f)) \
    remix 1v1,2v0.5,3v0.35,4v0.15,5v0.1 gain -n -20
  set_format s16
  sx "$W/hum.wav" "${OFMT[@]}" "$STAGE/neg-mains-hum-${f}hz-harmonics-m20db-5s-$(ratelabel 48000).wav"
  row "neg-mains-hum-${f}hz-harmonics-m20db-5s-48k.wav" negative 0 - \
    "mains hum ${f} Hz + harmonics 2-5, peak -20 dBFS, steady from the first sample; 5.00 s; 48000 Hz 16-bit"
done
# irregular square clicks every 0.4-0.8 s
sx -r 44100 -c 1 -n "${F32[@]}" "$W/click.wav" synth 0.005 square 440 gain -n -6
inputs=() t=0 times="" n=0
for gap in 0.55 0.40 0.80 0.60 0.45 0.70 0.50 0.75 -; do
  sx "$W/click.wav" "$W/click-$n.wav" pad "$t"
  inputs+=(-v 1 "$W/click-$n.wav"); times+="${times:+ }$(f2 "$(calc "print $t + 1.2")")"
  n=$((n + 1))
  [[ $gap == - ]] || t=$(calc "print $t + $gap")
done
sx -m "${inputs[@]}" "$W/ev.wav"
place negative neg-clicks-square-5ms-irregular room 44100 s16 "$W/ev.wav" 1.20 1.50 \
  "$n square-wave clicks (5 ms, peak -6 dBFS) at $times s (gaps 0.4-0.8 s)" 201
# finger taps: a damped 180 Hz thump + 3 ms noise click
noise whitenoise 48000 0.003 0 "$W/tclick.wav" highpass 1000 gain -n -6
sx -r 48000 -c 1 -n "${F32[@]}" "$W/thump.wav" synth 0.08 sine 180 fade l 0.001 0.08 0.079
sx -m -v 1 "$W/thump.wav" -v 1 "$W/tclick.wav" "$W/tap.wav"
sx "$W/tap.wav" "$W/ev.wav" gain -n -3
place negative neg-tap-single-loud room 48000 s16 "$W/ev.wav" 1.50 2.00 \
  "single loud finger tap on the phone (80 ms 180 Hz thump + click, peak -3 dBFS) at @START@" 202
inputs=() t=0 times="" n=0
for gap in 0.62 0.48 0.71 0.44 0.66 0.53 0.79 -; do
  sx "$W/tap.wav" "$W/tap-$n.wav" pad "$t"
  inputs+=(-v 1 "$W/tap-$n.wav"); times+="${times:+ }$(f2 "$(calc "print $t + 1.2")")"
  n=$((n + 1))
  [[ $gap == - ]] || t=$(calc "print $t + $gap")
done
sx -m "${inputs[@]}" "$W/ev.wav" gain -n -8
place negative neg-taps-irregular street 22050 s16 "$W/ev.wav" 1.20 1.20 \
  "$n finger taps (peak -8 dBFS) at $times s (gaps 0.44-0.79 s)" 203
sx -D -r 16000 -c 1 -n -b 16 -e signed-integer "$STAGE/neg-silence-digital-zero-5s-16k.wav" trim 0 5
row neg-silence-digital-zero-5s-16k.wav negative 0 - "digital silence (all samples zero); 5.00 s; 16000 Hz 16-bit"
for spec in "silent 48000 5 s16 near-silence" "room 22050 9 s16 room-quiet" "fan 48000 10 s16 room-fan" \
            "street 16000 8 s16 room-street" "cafe 22050 10 s16 room-cafe-babble" "fan 16000 9 f32 room-fan"; do
  read -r bg r d fmt nm <<<"$spec"
  NEG_SEED=$((NEG_SEED + 1))
  bgseg "$bg" "$r" "$d" "$((NEG_SEED + 300))" "$W/bg.wav"
  set_format "$fmt"
  name="neg-$nm-${d}s-$(ratelabel "$r")$SUFFIX.wav"
  sx "$W/bg.wav" "${OFMT[@]}" "$STAGE/$name"
  row "$name" negative 0 - "$(bgdesc "$bg") only, steady from the first sample; $(f2 "$d") s; $r Hz $(fmtdesc "$fmt")"
done
txt="Can you hear me over this fan? I think the air conditioning is on again, it is so loud in here today."
say en-us+m3 165 "$txt" "$W/ev.wav"
sx "$W/ev.wav" "$W/ev-n.wav" gain -n -6
place negative neg-speech-en-us-m3-over-fan fan 22050 s16 "$W/ev-n.wav" 1.50 1.30 \
  "espeak-ng -v en-us+m3 -s 165 at @START@-@END@, peak -6 dBFS: \"$txt\"" 204
txt="Hörst du mich? Hier ist es wirklich laut, aber das macht nichts."
say de+f3 175 "$txt" "$W/ev.wav"
sx "$W/ev.wav" "$W/ev-n.wav" gain -n -10
place negative neg-speech-de-f3-in-cafe cafe 16000 s16 "$W/ev-n.wav" 1.50 1.30 \
  "espeak-ng -v de+f3 -s 175 at @START@-@END@, peak -10 dBFS: \"$txt\"" 205

log "[7/$NGROUPS] negatives: sounds around someone writing (typing, impacts, coughs, laughter, drums, water, paper)"
# typing on the glass: each key a 40 ms 200 Hz thump of the phone's body plus an 8 ms keyboard click
# (noise 2-6 kHz), 35 keys 0.08-0.22 s apart: bursts close enough to be strung together across dropouts
sx -r 44100 -c 1 -n "${F32[@]}" "$W/kthump.wav" synth 0.04 sine 200 fade q 0 0.04 0.035 gain -n -10
noise whitenoise 44100 0.008 600000 "$W/kclick.wav" sinc 2000-6000 gain -n -12
sx -m -v 1 "$W/kthump.wav" -v 1 "$W/kclick.wav" "$W/key.wav"
inputs=() t=0 n=0
for gap in 0.12 0.09 0.17 0.21 0.08 0.14 0.11 0.19 0.10 0.15 0.22 0.09 0.13 0.16 0.08 0.20 0.12 0.10 \
           0.18 0.09 0.14 0.21 0.11 0.08 0.16 0.13 0.19 0.10 0.12 0.17 0.09 0.15 0.11 0.20 -; do
  sx "$W/key.wav" "$W/key-$n.wav" pad "$t"
  inputs+=(-v 1 "$W/key-$n.wav")
  n=$((n + 1))
  [[ $gap == - ]] || t=$(calc "print $t + $gap")
done
sx -m "${inputs[@]}" "$W/typing.wav"
sx "$W/typing.wav" "$W/ev.wav" gain -n -8
place negative neg-typing-fast-35-keys room 44100 s16 "$W/ev.wav" 1.00 1.50 \
  "fast typing, $n keys 0.08-0.22 s apart (40 ms 200 Hz thump + 8 ms click each), peak -8 dBFS, at @START@-@END@" 501
sx "$W/typing.wav" "$W/ev.wav" gain -n -1
place negative neg-typing-fast-35-keys-loud cafe 48000 s16 "$W/ev.wav" 1.00 1.50 \
  "fast typing as above, peak -1 dBFS, at @START@-@END@" 502
# impacts: a door closing, a book put down. Broadband low noise with a 2 ms onset, dying away in a
# logarithmic fade, which falls roughly linearly in dB as a room's reverberation does
# (about 90 dB/s over 1.0 s, 55 dB/s over 1.6 s: reverberation times of about 0.7 and 1.1 s)
seed=510
for spec in "brown 1.0 -3 room 44100 door" "brown 1.6 -6 fan 48000 door" "pink1k 1.0 -6 street 22050 book"; do
  read -r kind d pk bg r what <<<"$spec"
  seed=$((seed + 1))
  case $kind in
    brown) noise brownnoise 44100 "$d" 700000 "$W/imp0.wav" highpass 40 ;;
    pink1k) noise pinknoise 44100 "$d" 800000 "$W/imp0.wav" highpass 40 lowpass 1000 ;;
  esac
  sx "$W/imp0.wav" "$W/imp.wav" fade l 0.002 "$d" "$(calc "print $d - 0.002")" gain -n "$pk" pad 0 1.5
  sx "$W/imp.wav" "$W/imp2.wav" pad 1.0
  sx -m -v 1 "$W/imp.wav" -v 1 "$W/imp2.wav" "$W/ev.wav"
  place negative "neg-impact-$what-$kind-decay-${d}s" "$bg" "$r" s16 "$W/ev.wav" 1.00 1.00 \
    "two impacts ($what: $kind noise, 2 ms onset, logarithmic $d s decay, peak $pk dBFS) at @START@ and 1 s later" "$seed"
done
# coughs: a sharp burst of noise with a voiced part, three of them
noise pinknoise 44100 0.25 900000 "$W/cn.wav" sinc 300-4000 fade q 0.005 0.25 0.2 gain -n -6
sx -r 44100 -c 1 -n "${F32[@]}" "$W/cv.wav" synth 0.25 sawtooth 180 fade q 0.005 0.25 0.2 gain -n -14
sx -m -v 1 "$W/cn.wav" -v 1 "$W/cv.wav" "$W/cough.wav"
sx "$W/cough.wav" "$W/c1.wav" pad 0.5
sx "$W/cough.wav" "$W/c2.wav" pad 2.7
sx -m -v 1 "$W/cough.wav" -v 1 "$W/c1.wav" -v 1 "$W/c2.wav" "$W/ev.wav" gain -n -3
place negative neg-coughs-three room 48000 s16 "$W/ev.wav" 1.20 1.30 \
  "three coughs (250 ms noise 300-4000 Hz + 180 Hz voice, sharp onset, peak -3 dBFS) from @START@" 520
say en-us 190 "ha ha ha ha ha, hahaha, ha ha" "$W/ev.wav"
sx "$W/ev.wav" "$W/ev-n.wav" gain -n -4
place negative neg-laughter-en-us room 22050 s16 "$W/ev-n.wav" 1.20 1.30 \
  "laughter (espeak-ng -v en-us -s 190 \"ha ha ha…\", peak -4 dBFS) at @START@-@END@" 521
# music with noisy percussion: 120 bpm, hi-hat on every eighth, kick and snare alternating on beats,
# crash cymbals at the first beat and four seconds on
noise whitenoise 44100 0.05 1000000 "$W/hat.wav" highpass 7000 fade q 0 0.05 0.045 gain -n -14
noise whitenoise 44100 0.18 1100000 "$W/snare.wav" sinc 1000-8000 fade q 0 0.18 0.17 gain -n -6
sx -r 44100 -c 1 -n "${F32[@]}" "$W/kick.wav" synth 0.15 sine 90:45 fade q 0 0.15 0.14 gain -n -4
noise whitenoise 44100 2.0 1200000 "$W/crash.wav" highpass 3000 fade q 0.002 2.0 1.95 gain -n -4
inputs=()
for ((n = 0; n < 28; n++)); do
  sx "$W/hat.wav" "$W/hat-$n.wav" pad "$(calc "print $n * 0.25")"
  inputs+=(-v 1 "$W/hat-$n.wav")
done
for ((n = 0; n < 14; n++)); do
  if ((n % 2)); then hit=snare; else hit=kick; fi
  sx "$W/$hit.wav" "$W/beat-$n.wav" pad "$(calc "print $n * 0.5")"
  inputs+=(-v 1 "$W/beat-$n.wav")
done
sx "$W/crash.wav" "$W/crash-2.wav" pad 4
sx -m "${inputs[@]}" -v 1 "$W/crash.wav" -v 1 "$W/crash-2.wav" "$W/ev.wav" gain -n -3
place negative neg-drums-120bpm-hihat-snare-crash room 44100 s16 "$W/ev.wav" 1.00 1.00 \
  "drum loop at 120 bpm (hi-hat eighths, kick and snare, crash cymbals at @START@ and 4 s later), peak -3 dBFS, @START@-@END@" 522
noise pinknoise 44100 5.5 1300000 "$W/ev0.wav" sinc 200-6000 fade 0.05 5.5 0.1
sx "$W/ev0.wav" "$W/ev.wav" gain -n -20
place negative neg-tap-water-running room 48000 s16 "$W/ev.wav" 1.50 1.00 \
  "a tap running (pink noise 200-6000 Hz, peak -20 dBFS) @START@-@END@" 523
inputs=() t=0
for d in 0.12 0.30 0.18 0.25 0.10 0.33 0.21 0.15 0.28 0.11 0.24 0.19; do
  noise whitenoise 44100 "$d" "$((1400000 + ${#inputs[@]} * 20000))" "$W/rs.wav" sinc 1500-10000 fade q 0.01 "$d" 0.05 gain -n -16
  sx "$W/rs.wav" "$W/rs-${#inputs[@]}.wav" pad "$t"
  inputs+=(-v 1 "$W/rs-${#inputs[@]}.wav")
  t=$(calc "print $t + $d + 0.2")
done
sx -m "${inputs[@]}" "$W/ev.wav"
place negative neg-paper-rustle room 22050 s16 "$W/ev.wav" 1.00 1.00 \
  "paper rustling (12 bursts of noise 1.5-10 kHz, 0.10-0.33 s, peak -16 dBFS) @START@-@END@" 524

log "[8/$NGROUPS] hard cases: whispering, sustained fricatives"
say en-us+whisper 160 "Please keep this between us. It is only a little secret, nothing more." "$W/ev.wav"
sx "$W/ev.wav" "$W/ev-n.wav" gain -n -10
place hard hard-whisper-en-us room 44100 s16 "$W/ev-n.wav" 1.20 1.30 \
  "whispered speech (espeak-ng -v en-us+whisper, peak -10 dBFS) at @START@-@END@" 401
say en-gb+whisperf 150 "Shh, be quiet, the baby is sleeping." "$W/ev.wav"
sx "$W/ev.wav" "$W/ev-n.wav" gain -n -6
place hard hard-whisper-en-gb-f-shh room 16000 s16 "$W/ev-n.wav" 1.20 1.30 \
  "whispered \"Shh, be quiet, the baby is sleeping.\" (espeak-ng -v en-gb+whisperf, peak -6 dBFS) at @START@-@END@" 402
noise whitenoise 48000 1.5 0 "$W/ev0.wav" highpass 2000 highpass 2000 lowpass 7000 tremolo 5 15
sx "$W/ev0.wav" "$W/ev.wav" fade q 0.08 1.5 0.2 gain -n -10
place hard hard-shhh-hp2k-1.5s room 48000 s16 "$W/ev.wav" 1.50 1.50 \
  "sustained \"shhhh\": white noise high-passed 2 kHz (low-passed 7 kHz), 1.5 s at @START@-@END@, peak -10 dBFS" 403
noise whitenoise 48000 1.5 400000 "$W/ev0.wav" highpass 2500 highpass 2500 tremolo 4 10
sx "$W/ev0.wav" "$W/ev.wav" fade q 0.1 1.5 0.2 gain -n -16
place hard hard-ffff-hp2k5-1.5s silent 22050 s16 "$W/ev.wav" 1.50 1.50 \
  "sustained \"ffff\": white noise high-passed 2.5 kHz, 1.5 s at @START@-@END@, peak -16 dBFS" 404

log "[9/$NGROUPS] finalising"
chmod "$(printf '%o' $((0777 & ~$(umask))))" "$STAGE"
nfiles=$(find "$STAGE" -name '*.wav' | wc -l)
[[ $((COUNT_blow + COUNT_negative + COUNT_hard)) -eq $nfiles ]] || die "manifest/file count mismatch"
replaceable || die "$OUTDIR changed while generating; not replacing it"
if [[ -e "$OUTDIR" ]]; then
  OLD=$(mktemp -d "$PARENT/.$BASE.old.XXXXXX")
  mv -- "$OUTDIR" "$OLD/"
fi
mv -- "$STAGE" "$OUTDIR"
log "done: $nfiles files ($COUNT_blow blow, $COUNT_negative negative, $COUNT_hard hard)," \
    "$(du -sh "$OUTDIR" | cut -f1), $((SECONDS - START_SECONDS)) s -> $OUTDIR"
