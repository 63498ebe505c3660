#!/usr/bin/env bash
# gen.sh makes Monster Mixer's sound effects (audio/sfx/*.mp3) from nothing
# but synthesis, with sox and lame (Debian packages "sox" and "lame").
# The output is repeatable: sox runs with -R (fixed random numbers).
#
#   audio/gen.sh            # rewrite every effect
#
# Each effect is short (0.05-1.2 s), mono, 44.1 kHz, 64 kbit/s.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/sfx"
mkdir -p "$out"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for tool in sox lame; do
	command -v "$tool" >/dev/null || { echo "gen.sh: $tool is missing (apt-get install sox lame)" >&2; exit 1; }
done

S=(sox -R -q)
N=(-n -r 44100 -c 1 -b 16)

# note NAME FREQ LEN GAIN: a soft plucked note with a quick attack and a
# smooth decay, the building block of the arpeggios.
note() {
	"${S[@]}" "${N[@]}" "$work/$1.wav" synth "$3" pluck "$2" synth "$3" sine mix "$2" \
		lowpass 4500 fade q 0.004 "$3" "$(awk "BEGIN{print $3 * 0.8}")" gain "$4"
}

# arpeggio OUT LEN FADE NOTE DELAY...: mixes notes, each starting DELAY
# seconds in, cuts the result to LEN seconds and fades out its last FADE.
arpeggio() {
	local dst="$1" len="$2" fade="$3"
	shift 3
	local parts=()
	while [ $# -gt 0 ]; do
		"${S[@]}" "$work/$1.wav" "$work/$1_d.wav" pad "$2"
		parts+=("$work/$1_d.wav")
		shift 2
	done
	"${S[@]}" -m "${parts[@]}" "$work/arp.wav"
	"${S[@]}" "$work/arp.wav" "$dst" trim 0 "$len" fade q 0 "$len" "$fade" norm -6
}

# click: a tiny wooden tick for buttons.
"${S[@]}" "${N[@]}" "$work/click.wav" synth 0.05 sine 1500 synth 0.05 sine mix 2250 \
	fade q 0.002 0.05 0.045 gain -14

# place: a soft low pluck with a felt thump, a tile put down on the table.
"${S[@]}" "${N[@]}" "$work/place_a.wav" synth 0.22 pluck 196 fade q 0.003 0.22 0.2 gain -8
"${S[@]}" "${N[@]}" "$work/place_b.wav" synth 0.12 sine 110:70 fade q 0.002 0.12 0.11 gain -6
"${S[@]}" -m "$work/place_a.wav" "$work/place_b.wav" "$work/place.wav" norm -5

# rotate: a short rising swish of filtered noise.
"${S[@]}" "${N[@]}" "$work/rotate_n.wav" synth 0.14 pinknoise band 1800 600 fade q 0.02 0.14 0.1 gain -6
"${S[@]}" "${N[@]}" "$work/rotate_s.wav" synth 0.14 sine 500:900 fade q 0.01 0.14 0.12 gain -20
"${S[@]}" -m "$work/rotate_n.wav" "$work/rotate_s.wav" "$work/rotate.wav" norm -9

# complete: a quick rising arpeggio (C5 E5 G5), a monster finished.
note c5 523.25 0.28 -10
note e5 659.25 0.28 -10
note g5 783.99 0.5 -10
arpeggio "$work/complete.wav" 0.68 0.2 c5 0 e5 0.09 g5 0.18

# dice: a rattle of small clacks with uneven spacing, then a settle.
clacks=()
i=0
for spec in "0.030 2600" "0.045 2100" "0.025 3000" "0.060 2400" "0.035 1900" "0.090 2200"; do
	read -r gap freq <<<"$spec"
	"${S[@]}" "${N[@]}" "$work/clack$i.wav" synth 0.035 whitenoise band "$freq" 900 \
		synth 0.035 sine mix "$freq" fade q 0.001 0.035 0.03 gain -6
	"${S[@]}" "${N[@]}" "$work/gap$i.wav" trim 0 "$gap"
	clacks+=("$work/clack$i.wav" "$work/gap$i.wav")
	i=$((i + 1))
done
"${S[@]}" "${clacks[@]}" "$work/dice.wav" norm -5

# stomp: a deep falling thump with a short dull rumble.
"${S[@]}" "${N[@]}" "$work/stomp_a.wav" synth 0.4 sine 90:38 fade q 0.004 0.4 0.34 gain -3
"${S[@]}" "${N[@]}" "$work/stomp_b.wav" synth 0.25 brownnoise lowpass 300 fade q 0.002 0.25 0.22 gain -6
"${S[@]}" -m "$work/stomp_a.wav" "$work/stomp_b.wav" "$work/stomp.wav" norm -3

# punch: a fast muffled smack.
"${S[@]}" "${N[@]}" "$work/punch_a.wav" synth 0.16 whitenoise lowpass 1500 fade q 0.001 0.16 0.15 gain -4
"${S[@]}" "${N[@]}" "$work/punch_b.wav" synth 0.16 sine 160:70 fade q 0.002 0.16 0.14 gain -4
"${S[@]}" -m "$work/punch_a.wav" "$work/punch_b.wav" "$work/punch.wav" norm -3

# fire: a warm whoosh that swells and dies away, with a little crackle.
"${S[@]}" "${N[@]}" "$work/fire_a.wav" synth 0.8 brownnoise band 700 500 tremolo 13 40 \
	fade t 0.25 0.8 0.5 gain -2
"${S[@]}" "${N[@]}" "$work/fire_b.wav" synth 0.8 pinknoise highpass 2500 tremolo 29 90 \
	fade t 0.1 0.8 0.6 gain -16
"${S[@]}" -m "$work/fire_a.wav" "$work/fire_b.wav" "$work/fire.wav" norm -4

# win: a bright arpeggio up to the octave that rings out.
note w1 523.25 0.3 -10
note w2 659.25 0.3 -10
note w3 783.99 0.3 -10
note w4 1046.5 0.8 -10
arpeggio "$work/win.wav" 1.15 0.45 w1 0 w2 0.12 w3 0.24 w4 0.36

for name in click place rotate complete dice stomp punch fire win; do
	lame --quiet -m m -b 64 --resample 44.1 --noreplaygain "$work/$name.wav" "$out/$name.mp3"
	printf '%-9s %5s s %6s bytes\n' "$name" "$(soxi -D "$work/$name.wav" | cut -c1-5)" "$(stat -c %s "$out/$name.mp3")"
done
