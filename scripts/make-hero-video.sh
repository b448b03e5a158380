#!/bin/sh
# Regenerates the /access-compute hero video and its poster (public/media/access-hero.*) with
# ffmpeg filters only: no stock footage. Run from anywhere: sh scripts/make-hero-video.sh
set -e
OUT="$(cd "$(dirname "$0")/.." && pwd)/public/media"
TMP="$(mktemp -d)"; cd "$TMP"
# Perspective grid floor scrolling toward the viewer (4 cells in 8 s: a seamless loop),
# light pulses running along every third lane (4 s period), and a violet horizon glow that breathes once per loop. Teal on near-black, theme colours.

W=960; H=540; D=8; R=24
GRID="st(0,Y-0.42*H);if(lt(ld(0),1),0,st(1,(X-W/2)/ld(0)*5);st(2,520/ld(0)+T*0.5);st(3,pow(clip(ld(0)/(0.55*H),0,1),1.6));st(4,round(ld(1)));st(5,520/ld(0)/8+T/4+ld(4)*0.37);st(6,if(eq(mod(abs(ld(4)),3),1),max(0,1-abs(ld(1)-ld(4))/(3*5/ld(0)))*exp(-(ld(5)-floor(ld(5)))*14),0));255*min(1,ld(3)*min(1,max(0,1-abs(ld(1)-ld(4))/(1.3*5/ld(0)))+max(0,1-abs(ld(2)-round(ld(2)))/(1.3*520/(ld(0)*ld(0)))))*0.8+1.6*ld(6)*min(1,ld(0)/(0.2*H))))"
GLOW="st(0,abs(Y-0.42*H));st(1,abs(X-W/2)/W);255*(0.6+0.25*sin(2*PI*T/${D}))*exp(-ld(0)/34)*exp(-ld(1)*ld(1)*5)"
ffmpeg -y -hide_banner -loglevel error \
  -f lavfi -i "color=c=black:s=${W}x${H}:r=${R}:d=${D},format=gray,geq=lum='${GRID}'" \
  -f lavfi -i "color=c=black:s=${W}x${H}:r=${R}:d=${D},format=gray,geq=lum='${GLOW}'" \
  -filter_complex "[0]gblur=sigma=0.5,format=gbrp,colorchannelmixer=rr=0.18:gg=0.89:bb=0.77[g];[1]format=gbrp,colorchannelmixer=rr=0.65:gg=0.55:bb=0.98[v];[g][v]blend=all_mode=screen,colorlevels=romin=0.027:gomin=0.035:bomin=0.05,format=yuv420p[out]" \
  -map "[out]" -c:v ffv1 -an master.mkv
ffmpeg -y -hide_banner -loglevel error -i master.mkv -c:v libx264 -preset veryslow -crf 31 -tune animation -pix_fmt yuv420p -profile:v high -movflags +faststart -an hero.mp4
ffmpeg -y -hide_banner -loglevel error -i master.mkv -c:v libvpx-vp9 -b:v 0 -crf 44 -row-mt 1 -deadline good -cpu-used 1 -an hero.webm
ffmpeg -y -hide_banner -loglevel error -ss 3 -i master.mkv -frames:v 1 -c:v libwebp -quality 72 hero-poster.webp
mv hero.mp4 "$OUT/access-hero.mp4"; mv hero.webm "$OUT/access-hero.webm"; mv hero-poster.webp "$OUT/access-hero-poster.webp"
rm -rf "$TMP"
