import type { SeedLocaleContent } from './types.ts'

// English-speaking community (en-US site). Community members are fictional.
// Experts are defined in experts.ts and referenced here as "expert:<slug>".
// Community hosts (role fake_user) are accounts run by the Nestwell team: they welcome, prompt and
// summarize ("Many members tell us…"), never tell a first-person pregnancy, loss, fertility, birth
// or baby story, and never write in private groups (tests/unit/community-hosts.test.ts). Members'
// own experiences belong to member accounts.

export const content: SeedLocaleContent = {
  locale: 'en',
  authors: [
    { key: 'en:hannah-k', name: 'Hannah K.', role: 'user', hasAvatar: true },
    { key: 'en:mama-bear-jo', name: 'mama_bear_jo', role: 'user', hasAvatar: false },
    { key: 'en:priya-s', name: 'Priya S.', role: 'user', hasAvatar: true },
    { key: 'en:chloe-w', name: 'Chloe W.', role: 'user', hasAvatar: true },
    { key: 'en:megan-t', name: 'Megan T.', role: 'user', hasAvatar: true },
    { key: 'en:kate-m', name: 'Kate M.', role: 'user', hasAvatar: true },
    { key: 'en:daniel-r', name: 'Daniel R.', role: 'user', hasAvatar: false },
    { key: 'en:rosie-and-bump', name: 'rosie_and_bump', role: 'user', hasAvatar: false },
    { key: 'en:sleepless-sam', name: 'sleepless_sam', role: 'user', hasAvatar: false },
    { key: 'en:tom-h', name: 'Tom H.', role: 'user', hasAvatar: true },
    { key: 'en:nadia-p', name: 'Nadia P.', role: 'user', hasAvatar: true },
    { key: 'en:jess-o', name: 'Jess O.', role: 'user', hasAvatar: true },
    { key: 'en:first-time-fran', name: 'first_time_fran', role: 'user', hasAvatar: false },
    { key: 'en:mod-grace', name: 'Nestwell Team – Grace', role: 'moderator', hasAvatar: true },
    { key: 'en:mod-owen', name: 'Nestwell Team – Owen', role: 'moderator', hasAvatar: true },
    { key: 'en:jenna-l', name: 'Jenna L.', role: 'fake_user', hasAvatar: true },
    { key: 'en:tinytoes-mel', name: 'Mel S.', role: 'fake_user', hasAvatar: false },
    { key: 'en:nestwell-bot', name: 'Nestwell Bot', role: 'bot', hasAvatar: true },
  ],
  posts: [
    // ─── Trying to conceive ────────────────────────────────────────────────
    {
      slug: 'irregular-cycles-after-the-pill-en',
      title: 'Tracking with irregular cycles – does it ever get easier?',
      authorKey: 'en:priya-s',
      groupSlug: 'trying-to-conceive',
      daysAgo: 3,
      body:
        "I came off the pill about seven months ago and my cycles have been all over the place: 31 days, then 44, then 36, then 39. I log everything in the app, I take my temperature most mornings, and I still feel like I'm guessing.\n\n" +
        "The hardest part is not knowing when to expect my period, so every long cycle turns into a week of hope and then a crash. My partner keeps saying give it time, which I know is true, but it's hard to switch my brain off when the app says 'day 41'.\n\n" +
        'Did anyone else have long, unpredictable cycles after stopping hormonal birth control? How long did it take to settle, and did temperature tracking actually help you pinpoint ovulation?\n\n' +
        'Any tips for taking your temperature when you have a dog who wants to go out at 6am are also very welcome.',
      comments: [
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 4,
          body: 'Same here after the pill, years ago now. Mine took almost a year to settle into something like 32 to 35 days. The temperature chart helped me more than the dates did, because I could see afterwards that ovulation was just late, not missing. Be gentle with yourself.',
        },
        {
          authorKey: 'expert:dr-amara-osei',
          hoursAfter: 20,
          body: "Cycles can take several months to find a rhythm after stopping hormonal contraception, and some variation from month to month is common. A temperature rise confirms ovulation after it has happened, so it works best combined with other signs such as cervical mucus or ovulation tests. If your cycles are regularly longer than about 35 days, or you've been trying for a year (six months if you're 35 or older), it's worth asking for a checkup. This is general information, not medical advice: please talk to your doctor or a fertility specialist about your own situation.",
        },
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 26,
          body: 'Thermometer on the nightstand, take it before you even sit up, then let the dog out! I learned the hard way that a five-minute walk first changes the reading.',
        },
        {
          authorKey: 'en:priya-s',
          hoursAfter: 50,
          body: 'Thermometer is now on the nightstand and the dog has agreed to wait five minutes. Mostly. Thank you all, this made me feel a lot less broken.',
        },
      ],
    },
    {
      slug: 'ovulation-test-faint-line-en',
      title: 'Is this line positive or am I squinting?',
      authorKey: 'en:chloe-w',
      groupSlug: 'trying-to-conceive',
      daysAgo: 11,
      body:
        "Second cycle using ovulation strips and I still can't read them with any confidence. Today's test line is definitely there, but it's lighter than the control line. Yesterday it was barely visible. I've read that it has to be as dark as or darker than the control to count as a surge, but then I see people saying any line means something.\n\n" +
        "I test once a day at around 2pm because I read that first morning urine isn't ideal for these. Should I be testing twice a day around the time I expect to ovulate? I'm worried I could be missing a short surge.\n\n" +
        "Also, is it normal to feel a bit obsessive about this? I've started carrying a test in my bag. My sister laughed at me, but honestly it's the only part of this whole process that feels like I have some control.",
      comments: [
        {
          authorKey: 'en:megan-t',
          hoursAfter: 2,
          body: 'Testing twice a day saved me back when we were still trying on our own. My surge only showed up in one evening test; the morning one and the next afternoon were both lighter. So yes, short surges definitely happen.',
        },
        {
          authorKey: 'en:jenna-l',
          hoursAfter: 5,
          body: "You're in good company, Chloe: carrying a test around is one of the most common confessions in this group! Many members tell us a line lighter than the control turned out to mean 'not yet', with the dark one a day or two later. Question for everyone who has used strips for a while: what helped you read them with confidence?",
        },
        {
          authorKey: 'en:mod-grace',
          hoursAfter: 9,
          body: "Hi Chloe, thanks for asking this. A gentle reminder for everyone that strips vary by type, so the leaflet in your box is the best guide to reading yours. There's also an article on ovulation tests in the Articles section if it helps.",
        },
        {
          authorKey: 'en:priya-s',
          hoursAfter: 30,
          body: 'Carrying a test in your bag made me laugh, because I do exactly the same thing. Fingers crossed for a clear dark line this week.',
        },
      ],
    },
    {
      slug: 'two-week-wait-distractions-en',
      title: '',
      authorKey: 'en:priya-s',
      groupSlug: 'trying-to-conceive',
      daysAgo: 100,
      body:
        "Nine days into the two-week wait and I've talked myself into and out of being pregnant about forty times today. Sore breasts, which I always get before my period. A bit of cramping, which I also always get. A weird metallic taste this morning, which I've never had, so of course I've now read every thread on the internet about metallic taste.\n\n" +
        "I promised myself I wouldn't test until my period is actually late. There are three tests in the bathroom cabinet and they are staring at me.\n\n" +
        "How do you all get through the wait? I need distractions that aren't baking, because I've already made two loaves of banana bread this week and my coworkers are starting to ask questions.",
      comments: [
        {
          authorKey: 'en:rosie-and-bump',
          hoursAfter: 1,
          body: 'Long walks and a very trashy TV series saved my sanity. Also giving the tests to my husband to hide. Sending you patience and good vibes.',
        },
        {
          authorKey: 'en:kate-m',
          hoursAfter: 3,
          body: 'Honestly, banana bread is a great coping mechanism and your coworkers are lucky. I used to book something nice for the day my period was due, a movie or dinner with a friend, so whatever happened I had a reason to get out of the house.',
        },
        {
          authorKey: 'en:nestwell-bot',
          hoursAfter: 4,
          body: "Welcome to Trying to conceive! The two-week wait is one of the most talked-about topics here. Tap 'Follow' on this post to get a notification when someone replies. Remember that community posts share experiences, not medical advice.",
        },
      ],
    },
    {
      slug: 'starting-to-try-at-38-en',
      title: 'Starting to try at 38 – realistic expectations?',
      authorKey: 'en:chloe-w',
      groupSlug: 'trying-to-conceive',
      daysAgo: 47,
      body:
        "My husband and I have decided to start trying this month. I'm 38, he's 41, and we spent years saying 'next year' for very good reasons: moving across the country, a career change, a lot of life. Now that we're finally here I'm oddly calm and terrified at the same time.\n\n" +
        "Everything I read about age sounds so gloomy. I don't want sugar-coating, but I'd love to hear from people who started around my age. How long did it take you? Did you see your doctor before you started, or only if nothing happened after a few months?\n\n" +
        "I've booked a general checkup and started a prenatal vitamin. Is there anything else you wish you'd done in the first few months? Or anything you wish you'd worried about less?",
      comments: [
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 5,
          body: 'We started trying for my son when I was 36 and it took eleven months. The waiting was the hardest part, not the age. Booking the checkup first was smart. Wishing you lots of luck.',
        },
        {
          authorKey: 'en:first-time-fran',
          hoursAfter: 9,
          body: "I'm 39 and due any day now with my first, after eight months of trying. Every body is different, so try not to let the statistics steal the fun parts.",
        },
        {
          authorKey: 'en:mod-owen',
          hoursAfter: 12,
          body: "Welcome, Chloe! You'll find lots of people here who started in their late thirties. Our Articles section has a piece on preconception checkups, and the Fertility journeys group is there too if you ever want extra support further down the line.",
        },
        {
          authorKey: 'en:chloe-w',
          hoursAfter: 30,
          body: "Thank you all, this thread has made me feel much less alone. Checkup is on Tuesday and I've written my list of questions.",
        },
      ],
    },

    // ─── Fertility journeys (private) ──────────────────────────────────────
    {
      slug: 'egg-retrieval-tomorrow-en',
      title: "Egg retrieval tomorrow and I can't stop crying",
      authorKey: 'en:kate-m',
      groupSlug: 'fertility-journeys',
      daysAgo: 22,
      body:
        "Egg retrieval is tomorrow morning. The injections went better than I feared, my partner has been amazing with the fridge schedule and the alarms, and the clinic team are lovely. So why do I feel like I'm falling apart?\n\n" +
        "I cried in the grocery store today because someone's toddler waved at me. I cried in the car because a song came on. I'm so tired of feeling everything at full volume.\n\n" +
        "I think part of it is that this round feels like the one that decides everything. We agreed on two rounds and this is the second. I'm scared of the phone call with the numbers, I'm scared of the call after that, and I'm scared that I've put my whole life on hold for this.\n\n" +
        "I don't really need advice. I think I just needed to say it somewhere where people get it.",
      comments: [
        {
          authorKey: 'en:megan-t',
          hoursAfter: 1,
          body: 'We get it. The hormones plus the stakes are a lot for one body and one heart. Cry in the grocery store if you need to. Thinking of you tomorrow, and please update us if you feel like it.',
        },
        {
          authorKey: 'expert:dr-sofia-lindqvist',
          hoursAfter: 6,
          body: "What you're describing is a very common emotional response during IVF. The medication, the uncertainty and the feeling that a lot rides on one step can all amplify emotions. Naming it, as you have here, already helps. It can be useful to plan something small and kind for the waiting days and to agree with your partner how you'd like to receive results. Many clinics offer counselling, so do ask. This is general information, not medical advice: if low mood persists, please speak to your clinic or your doctor.",
        },
        {
          authorKey: 'en:priya-s',
          hoursAfter: 10,
          body: 'Sending you a huge hug. Whatever the numbers say, you have been so brave to get here.',
        },
        {
          authorKey: 'en:mod-owen',
          hoursAfter: 12,
          body: 'Thank you for trusting the group with this, Kate. A reminder that this is a private group, so only members can see what you share here. Take good care of yourself tomorrow.',
        },
        {
          authorKey: 'en:kate-m',
          hoursAfter: 40,
          body: 'Update: nine eggs retrieved. Now we wait for the next call. Thank you all, I read every single comment in the waiting room and it got me through.',
        },
      ],
    },
    {
      slug: 'second-iui-negative-en',
      title: 'Second IUI negative: when did you take a break?',
      authorKey: null,
      groupSlug: 'fertility-journeys',
      daysAgo: 64,
      body:
        "Second IUI didn't work. My period arrived this morning, two days early, as if it wanted to make a point.\n\n" +
        "I'm angry and I don't know who to be angry at. Not my husband, not the nurses who were kind, not really my body, although it's easy to blame it. My best friend announced her pregnancy last week and I smiled through the whole dinner, then sat in the car for twenty minutes before I could drive home.\n\n" +
        'How do you decide when to take a break? Part of me wants to go straight into the next cycle, part of me wants to pretend none of this exists for a couple of months. Did taking a break help anyone, or did it just make the waiting feel longer?',
      comments: [
        {
          authorKey: 'en:megan-t',
          hoursAfter: 3,
          body: "I'm so sorry. We took a two-month break after our third IUI, before moving on to IVF, and it honestly helped. We went away for a long weekend and talked about anything else. I came back with more energy for the next step.",
        },
        {
          authorKey: 'en:kate-m',
          hoursAfter: 8,
          body: "The car thing, yes. I've done that after a baby shower. You're allowed to be happy for your friend and heartbroken for yourself at the same time.",
        },
        {
          authorKey: 'en:daniel-r',
          hoursAfter: 20,
          body: "We didn't take a break, and my wife told me later she wished we had, because she was running on empty. Maybe ask your clinic whether a pause changes anything on their side, then decide with your heart.",
        },
      ],
    },
    {
      slug: 'partner-low-semen-analysis-en',
      title: "Partner here: low count results and I don't know how to talk about it",
      authorKey: 'en:daniel-r',
      groupSlug: 'fertility-journeys',
      daysAgo: 88,
      body:
        "I'm posting from my own account for once instead of reading over my wife's shoulder. We got my semen analysis results back last week and both the count and motility were low. The doctor was calm about it and explained what it means for our options, but I walked out feeling like I'd let her down.\n\n" +
        "She's been nothing but supportive. I'm the one who keeps changing the subject. I know that's not fair on her: she's been doing the temperature charts and the appointments for two years.\n\n" +
        'Are there other partners here who went through this? How did you get past the feeling that it was your fault? And practically, did lifestyle changes make any difference for you, or was it straight to treatment?',
      comments: [
        {
          authorKey: 'expert:dr-amara-osei',
          hoursAfter: 14,
          body: "Male factors play a part in a large share of couples' fertility difficulties, so you're far from alone, and it's nobody's fault. A single semen analysis is often repeated, because results can vary between samples. General health steps such as not smoking, limiting alcohol and avoiding overheating are commonly discussed, and your specialist can explain which treatment options fit your results. This is general information, not medical advice: please follow up with your fertility specialist or a urologist.",
        },
        {
          authorKey: 'en:megan-t',
          hoursAfter: 16,
          body: "My husband felt exactly the same. What helped was when I said out loud that it's our problem, not his. Also a lot of long drives, because somehow it's easier to talk when you're both looking at the road.",
        },
        {
          authorKey: 'en:mod-grace',
          hoursAfter: 18,
          body: "Daniel, thank you for posting. We don't hear from partners often enough, and this kind of honesty helps others more than you know. You're very welcome here.",
        },
        {
          authorKey: 'en:daniel-r',
          hoursAfter: 74,
          body: "Thanks, everyone. We talked properly last night for the first time in weeks, and I'm booking the repeat test. Baby steps.",
        },
      ],
    },
    {
      slug: 'pregnancy-announcements-during-treatment-en',
      title: 'Surviving pregnancy announcements mid-treatment',
      authorKey: 'en:megan-t',
      groupSlug: 'fertility-journeys',
      daysAgo: 105,
      body:
        'Is it just me, or does every single person I know get pregnant the moment they think about it? Three announcements in my family group chat this year. I muted the chat, then felt guilty for muting it, then unmuted it and saw a scan photo.\n\n' +
        "I'm genuinely happy for them. I'm also exhausted from performing happiness. We lost a pregnancy last spring, our next transfer is in a few weeks, and I'm trying to protect whatever energy I have left.\n\n" +
        "What do you all do? Do you tell close family what you're going through so they can give you a heads-up, or do you keep it private? I've kept it private so far and I'm starting to think that's making things harder.",
      comments: [
        {
          authorKey: 'en:kate-m',
          hoursAfter: 2,
          body: "I told my mom and one cousin. Now they warn me before big news lands in the group chat. It's made a huge difference, because I can react on my own schedule.",
        },
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 5,
          body: "Muting is self-care, not rudeness. You can unmute when you're ready. Sending you strength for the transfer.",
        },
        {
          authorKey: 'en:nestwell-bot',
          hoursAfter: 6,
          body: "Thanks for posting in Fertility journeys. This is a private group: only members can read posts and comments. You'll also find support articles about fertility treatment and wellbeing in the Articles section of the app.",
        },
      ],
    },

    // ─── First trimester ───────────────────────────────────────────────────
    {
      slug: 'spotting-at-six-weeks-en',
      title: 'Light spotting at six weeks – should I be worried?',
      authorKey: 'en:rosie-and-bump',
      groupSlug: 'first-trimester',
      daysAgo: 23,
      body:
        "I'm 6 weeks and 1 day and this morning I noticed some light brown spotting when I wiped. No cramps beyond the usual mild pulling, no red blood, and it had basically stopped by lunchtime.\n\n" +
        "I called the number my doctor's office gave me and they were lovely. They said to keep an eye on it and call back if it gets heavier, turns bright red or I get pain, and they offered me an early scan next week if I'm still anxious. But I've spent the afternoon reading and now I'm spiraling.\n\n" +
        "Did anyone else have spotting this early and go on to have a healthy pregnancy? I know nobody here can tell me it's fine. I think I just need to hear that it happens.",
      comments: [
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 1,
          body: 'I had brown spotting at 6 and 7 weeks with my son, who is now a very loud four-year-old. You did exactly the right thing calling. Be kind to yourself this week.',
        },
        {
          authorKey: 'expert:dr-helena-marsh',
          hoursAfter: 5,
          body: "Light spotting in early pregnancy is common and often has no lasting significance, for example after implantation or because the cervix is more sensitive. Calling your clinic was exactly right. Seek urgent care if bleeding becomes heavy, you pass clots, or you have strong or one-sided pain, shoulder-tip pain or feel faint. An early scan can be very reassuring. This is general information, not medical advice: please follow your midwife's or doctor's guidance.",
        },
        {
          authorKey: 'en:nestwell-bot',
          hoursAfter: 6,
          body: "A reminder from Nestwell: if you're ever worried about bleeding or pain in pregnancy, contact your midwife, your doctor or your local emergency services. The community is here for support alongside professional care, never instead of it.",
        },
        {
          authorKey: 'en:rosie-and-bump',
          hoursAfter: 190,
          body: 'Update for anyone who finds this later: the early scan showed a strong heartbeat and the spotting stopped after two days. Thank you for the kind words, they really helped.',
        },
      ],
    },
    {
      slug: 'morning-sickness-all-day-en',
      title: 'Morning sickness that lasts all day (and night)',
      authorKey: 'en:rosie-and-bump',
      groupSlug: 'first-trimester',
      daysAgo: 9,
      body:
        "Whoever named it morning sickness has clearly never had it. I'm 8 weeks and I'm nauseous from the moment I wake up until I fall asleep. I've been sick a few times a day, mostly in the evening.\n\n" +
        "Things that help a little: plain crackers before I get up, ice-cold water with lemon, sitting by an open window. Things that make it worse: the smell of coffee (tragic, I love coffee), opening the fridge, my husband's deodorant.\n\n" +
        "I'm managing to keep drinks down, but I'm eating mostly toast and rice and I'm worried the baby isn't getting what it needs. Does anyone have gentle foods that worked for them? And when did it ease off for you?",
      comments: [
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 1,
          body: 'Salty chips and frozen grapes got me through this time, and it eased around 13 weeks for me, almost overnight. Hang in there.',
        },
        {
          authorKey: 'expert:marta-ruiz',
          hoursAfter: 7,
          body: "Small, frequent snacks are often easier than full meals, and plain carbohydrates, cold foods and foods without strong smells tend to be better tolerated. A limited diet for a while in the early weeks is common, and your prenatal supplement helps cover the gaps. Staying hydrated is the priority. If you can't keep fluids down, feel dizzy or are losing weight, contact your midwife or doctor promptly, because help is available. This is general information, not medical advice: your midwife or doctor can advise you personally.",
        },
        {
          authorKey: 'en:tinytoes-mel',
          hoursAfter: 9,
          body: "Rounding up what members of this group have found helpful over the months: ginger cookies, sparkling water, sour candy, and asking whoever you live with to switch to unscented deodorant and soap. That last one comes up more often than you'd think! And as Marta says, if you can't keep fluids down, call your midwife or doctor.",
        },
        {
          authorKey: 'en:rosie-and-bump',
          hoursAfter: 30,
          body: 'Thank you! Frozen grapes are in the freezer and my husband has officially gone unscented.',
        },
      ],
    },
    {
      slug: 'first-scan-nerves-en',
      title: "First scan on Thursday and I'm a mess",
      authorKey: 'en:jess-o',
      groupSlug: 'first-trimester',
      daysAgo: 16,
      body:
        "Our first scan is on Thursday. I'll be 12 weeks and 2 days. I've had no bleeding and only mild nausea, which should be reassuring, but somehow the lack of symptoms is exactly what scares me.\n\n" +
        'My partner can come in with me, but what do I need to know? Do I need a full bladder? Can we take photos? How long does it take? I keep picturing the sonographer going quiet.\n\n' +
        'Tell me your first scan stories, the good ones please. I need to get through the next three days.',
      comments: [
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 2,
          body: 'My clinic asked for a comfortably full bladder, but check your appointment letter because every place is different. The sonographer went quiet for ages with us too. It turned out she was just measuring. Then she turned the screen and there was a tiny thing waving an arm. Best moment.',
        },
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 4,
          body: 'Ours took about twenty minutes and they printed two photos for a small fee. Wear something easy to pull down over your belly. Good luck on Thursday!',
        },
        {
          authorKey: 'en:mod-owen',
          hoursAfter: 6,
          body: "Wishing you a lovely scan, Jess. If anyone wants to know what usually happens at the 12-week scan, there's a guide in Articles under First trimester.",
        },
        {
          authorKey: 'en:jess-o',
          hoursAfter: 80,
          body: "It was perfect! Baby was bouncing around and wouldn't sit still to be measured. I cried, my partner cried, and the sonographer laughed at both of us. Thank you all.",
        },
      ],
    },
    {
      slug: 'weirdest-pregnancy-cravings-en',
      title: "What's the weirdest craving you've had so far?",
      authorKey: 'en:mama-bear-jo',
      groupSlug: 'first-trimester',
      daysAgo: 58,
      body:
        "A light-hearted one, because this group needs it sometimes. I'm 11 weeks with baby number two and I'm craving pickles with sharp cheddar. At 7am. With my first it was orange popsicles and nothing else for a month.\n\n" +
        "Meanwhile I can't stand the sight of chicken, which is unfortunate, because my toddler eats nothing but chicken.\n\n" +
        "What's your strangest craving or aversion so far? Bonus points if your partner has had to make a late-night store run for it.",
      comments: [
        {
          authorKey: 'en:tom-h',
          hoursAfter: 1,
          body: 'Partner perspective from a few months back: I drove to three gas stations at 11pm for one specific brand of lemon candy. The third one had it. I remain a hero in this household.',
        },
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 3,
          body: "Mine all the way to delivery two weeks ago: toast cut into exactly four triangles. Squares were unacceptable. I don't make the rules.",
        },
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 5,
          body: 'Cold mashed potatoes straight from the fridge, eaten standing up, the whole time I was pregnant with my son. Not proud of it.',
        },
        {
          authorKey: 'en:priya-s',
          hoursAfter: 8,
          body: 'Not pregnant yet, but reading this thread with a huge smile. Cold mashed potatoes is wild.',
        },
        {
          authorKey: 'en:mod-grace',
          hoursAfter: 10,
          body: "Love this thread. One quick note: if anyone finds themselves craving things that aren't food, like ice, soap or chalk, mention it to your midwife or doctor. It's a known thing and easy to check.",
        },
      ],
    },

    // ─── Second trimester ──────────────────────────────────────────────────
    {
      slug: 'welcome-to-second-trimester-en',
      title: 'Welcome to Second trimester – introduce yourself here',
      authorKey: 'en:jenna-l',
      groupSlug: 'second-trimester',
      daysAgo: 3,
      body:
        "Hi everyone, I'm Jenna, one of the community hosts on the Nestwell team, and this is the place for the middle months: first flutters, the anatomy scan, a growing bump, a bit of energy coming back (or not yet) and everything you're planning for the months ahead.\n\n" +
        "To get things started, tell us how many weeks along you are and one thing you're looking forward to, or worried about, right now. Reading a few introductions is often the quickest way to find people at the same stage.\n\n" +
        "A reminder that posts here share experiences, not medical advice. If something doesn't feel right, contact your midwife or doctor. And once you've come to know your baby's pattern of movements, if they slow down or change, call your maternity unit straight away, day or night: don't wait until tomorrow.",
      comments: [
        {
          authorKey: 'en:nestwell-bot',
          hoursAfter: 1,
          body: "Tip: tap 'Follow' on this group to get notified about new posts. There's also a week-by-week guide to the second trimester in the app.",
        },
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 2,
          body: 'Hi! 19 weeks with baby number two, anatomy scan done and the sex still sealed in an envelope on the fridge. Looking forward to: feeling proper kicks again. Worried about: my back, which already knows I have a toddler.',
        },
        {
          authorKey: 'en:megan-t',
          hoursAfter: 4,
          body: "14 weeks and a few days, just moved over from First trimester. Looking forward to: believing it a little more every week. Worried about: most things, honestly, but I'm working on it.",
        },
        {
          authorKey: 'en:jess-o',
          hoursAfter: 7,
          body: "13 weeks and 5 days, so I'm moving in a little early. Looking forward to: the energy everyone keeps promising me. Worried about: whether I'm allowed to stop holding my breath yet.",
        },
      ],
    },
    {
      slug: 'anatomy-scan-what-do-they-check-en',
      title: 'Anatomy scan on Tuesday – what do they actually check?',
      authorKey: 'en:mama-bear-jo',
      groupSlug: 'second-trimester',
      daysAgo: 9,
      body:
        "18 weeks with baby number two and the anatomy scan is on Tuesday. With my daughter I was so busy staring at the screen that I honestly couldn't tell you what they looked at. This time my toddler will be at daycare, so I might actually pay attention.\n\n" +
        "What do they check at this scan, and how long did yours take? Did you find out the sex, or ask them not to tell you? We haven't decided, and my husband changes his mind daily.\n\n" +
        "Also, is it normal to still not really feel anything? With my first I didn't notice movements until around 20 weeks, but everyone says you feel them earlier the second time.",
      comments: [
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 3,
          body: 'Ours took about forty minutes with my son because he refused to turn over. The sonographer sent me for a walk down the hallway and it worked. Bring a snack and a bottle of water!',
        },
        {
          authorKey: 'expert:dra-catarina-lopes',
          hoursAfter: 6,
          body: "The mid-pregnancy anatomy scan, usually done between about 18 and 22 weeks, looks at your baby's anatomy in detail: the brain, face, spine, heart, abdomen, kidneys and limbs, as well as growth, the position of the placenta and the amount of fluid. It often takes 30 to 45 minutes, and if the baby isn't in a helpful position you may be asked to walk around or come back another day, which doesn't mean anything is wrong. In a second pregnancy many people notice movements from around 16 to 20 weeks, but it varies, for example when the placenta is at the front. Once you've come to know your baby's pattern, if the movements slow down, stop or change, contact your maternity unit straight away, day or night, rather than waiting until the next day. This is general information, not medical advice: your midwife or doctor can go through your own results with you.",
        },
        {
          authorKey: 'en:mod-grace',
          hoursAfter: 10,
          body: "Great question. There's a guide to the anatomy scan in Articles under Second trimester, with the questions people ask most often. Good luck on Tuesday!",
        },
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 110,
          body: "Update: everything looked good, the baby was very stubborn about the spine views, and we asked them to write the sex down in an envelope. It's still sealed on the fridge. Day three.",
        },
      ],
    },
    {
      slug: 'sharp-twinges-when-standing-up-en',
      title: 'Sharp twinges low in my belly when I stand up – is this normal?',
      authorKey: 'en:jess-o',
      groupSlug: 'second-trimester',
      daysAgo: 1,
      body:
        "14 weeks today, and for the last few days I get a sharp, quick pain low down on one side when I stand up too fast, sneeze or roll over in bed. It lasts a few seconds and then it's gone. No bleeding, nothing else.\n\n" +
        "My rational brain says this is the stretching everyone talks about. The rest of my brain has already drafted a message to my midwife. I'm seeing her next week anyway.\n\n" +
        'Did anyone else get this around now? What helped?',
      comments: [
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 2,
          body: "Round ligament twinges, my old friend. Getting up slowly and rolling onto my side first made a big difference for me. Mention it next week, but you're definitely not alone.",
        },
        {
          authorKey: 'expert:dra-lucia-navarro',
          hoursAfter: 7,
          body: "Brief, sharp pains low in the belly or groin when you change position, cough or sneeze are common from the second trimester, as the uterus grows and the ligaments that support it stretch. Moving more slowly, rolling onto your side before getting up, and warmth or rest often help. Call your maternity unit or doctor straight away if the pain is severe or doesn't go away, or comes with bleeding, a gush or trickle of fluid, fever, pain when you pee, or cramps that come and go in a pattern. Mentioning it at next week's appointment is a good idea. This is general information, not medical advice: your midwife or doctor knows your history.",
        },
        {
          authorKey: 'en:jess-o',
          hoursAfter: 20,
          body: "Rolling onto my side first works. Thank you both. I'll still mention it next week, but I've deleted the draft.",
        },
      ],
    },

    // ─── Third trimester ───────────────────────────────────────────────────
    {
      slug: 'back-pain-at-32-weeks-en',
      title: 'Lower back pain at 32 weeks – what actually helps?',
      authorKey: 'en:hannah-k',
      groupSlug: 'third-trimester',
      daysAgo: 42,
      body:
        "32 weeks with my second and my lower back is shouting at me by about 3pm every day. It's worse after sitting at my desk and after carrying my four-year-old, which I know I should stop doing, but try telling him that.\n\n" +
        "I've tried a pregnancy pillow at night (helps), a warm bath (helps for about an hour) and a support belt a friend lent me (not sure yet). My work chair is awful and I'm going to ask for a workstation assessment.\n\n" +
        "What worked for you? Did anyone see a physical therapist during pregnancy, and was it worth it? I'd love to hear about specific stretches or positions, although I'll check with my midwife before trying anything new.",
      comments: [
        {
          authorKey: 'expert:tomas-pereira',
          hoursAfter: 10,
          body: "Back and pelvic pain are very common in late pregnancy as posture and ligaments change. Things people often find helpful include changing position regularly, sitting with your feet supported and hips slightly above your knees, squatting rather than bending to lift your son, and gentle movement such as walking or swimming. A pelvic-health physical therapist can assess you and suggest exercises suited to you. This is general information, not medical advice: mention the pain to your midwife, especially if it's severe, comes in waves or comes with other symptoms.",
        },
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 12,
          body: 'Seeing a physical therapist was the best thing I did in my first pregnancy. Also an exercise ball instead of the couch in the evenings, gently rocking while watching TV.',
        },
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 20,
          body: "Pool sessions, honestly. Floating was the only time my back didn't hurt in the third trimester.",
        },
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 44,
          body: 'Ordered a cheap footrest for my desk and asked my midwife for a physical therapy referral. Thanks, everyone.',
        },
        {
          authorKey: 'en:mod-owen',
          hoursAfter: 47,
          body: 'Glad the footrest and the referral are sorted, Hannah. For anyone finding this thread later: back pain that comes and goes in waves, or comes with bleeding, fluid, fever or pain when you pee, is a reason to call your maternity unit right away, day or night, rather than wait for your next appointment.',
        },
      ],
    },
    {
      slug: 'birth-plan-how-detailed-en',
      title: 'How detailed should a birth plan be?',
      authorKey: 'en:sleepless-sam',
      groupSlug: 'third-trimester',
      daysAgo: 96,
      body:
        "My midwife asked me to bring a birth plan to my 37-week appointment and I've been staring at a blank page for a week. Some templates online are three pages long and cover everything from music to who cuts the cord. Others say to keep it to a few bullet points because nobody reads it anyway.\n\n" +
        "My main wishes are pretty simple: I'd like to move around as much as possible, I want to know my pain relief options before I'm in the thick of it, and I'd like skin-to-skin straight after if everything is OK. My partner wants to be told what's happening if things change.\n\n" +
        "How long was yours? Did the staff actually look at it? And how did you deal with it when things didn't go to plan?",
      comments: [
        {
          authorKey: 'expert:ines-carvalho',
          hoursAfter: 8,
          body: 'A short, clear plan is usually the most useful: one page with your main preferences, anything important about your health or history, and what matters to you if things change. Thinking of it as a list of preferences rather than a script helps, because labor can take turns nobody expects. Discussing it with your midwife beforehand is the best part of the exercise. This is general information, not medical advice: your midwife or doctor can go through the options with you.',
        },
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 10,
          body: "Mine was half a page with my son. The midwife read it when we arrived and referred back to it twice. Things changed and I ended up with a c-section, but because we'd written 'keep us informed', they did, and that made all the difference.",
        },
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 14,
          body: 'Put the most important three things at the very top. Mine were skin-to-skin, my partner announcing the sex, and dim lights. All three happened.',
        },
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 36,
          body: 'One page it is. Thanks for taking the pressure off, I was about to start a spreadsheet.',
        },
      ],
    },
    {
      slug: 'hospital-bag-what-did-you-use-en',
      title: 'Hospital bag: what did you actually use?',
      authorKey: 'en:tinytoes-mel',
      groupSlug: 'third-trimester',
      daysAgo: 70,
      body:
        'Question for the group this week, from the Nestwell team. Hospital bags come up here almost every day, and members keep telling us the lists online contradict each other: one says three outfits for the baby, another says ten; one says bring your own pillow, another says leave it at home.\n\n' +
        "So let's build a list from real experience. If you've done it: what did you actually use, and what came home untouched? If you're packing right now, post your list and your questions.\n\n" +
        "We'll gather the most useful answers into the checklist in the app, so the next person packing at 36 weeks has an easier time.",
      comments: [
        {
          authorKey: 'en:first-time-fran',
          hoursAfter: 1,
          body: "Perfect timing: 36 weeks tomorrow and my bag is a pile on the bedroom floor. So far I've got a nightgown with buttons, big comfy underwear, pads, toiletries, a phone charger, two newborn outfits, a hat, a blanket, snacks and a going-home outfit I hope still fits. I'd love to keep it to one bag plus the car seat.",
        },
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 2,
          body: 'Used: lip balm, a long phone cable, slippers, the snacks, and more pads than I thought possible. Untouched: the makeup bag, the book, and two of the three baby outfits.',
        },
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 5,
          body: "Add a water bottle with a straw, you can drink lying down. And bring a couple of newborn-size and a couple of 0-3 month outfits, because you won't know the size until they arrive.",
        },
        {
          authorKey: 'en:tom-h',
          hoursAfter: 7,
          body: 'Partner bag advice from someone who did this recently: pack a sweater, a toothbrush and your own snacks. You will not want to leave the room to find food.',
        },
        {
          authorKey: 'en:mod-owen',
          hoursAfter: 9,
          body: "Great answers, thank you all. Fran, there's a printable hospital bag checklist in the app under Third trimester tools, and you can tick items off as you pack.",
        },
      ],
    },
    {
      slug: 'cant-sleep-at-38-weeks-en',
      title: '38 weeks and wide awake at 3:40am (again)',
      authorKey: 'en:hannah-k',
      groupSlug: 'third-trimester',
      daysAgo: 0,
      body:
        "It's 3:40am and I'm awake again. 38 weeks. Bathroom trips every hour, hip pain whichever side I lie on, and a baby who apparently does aerobics the minute I stop moving.\n\n" +
        "The worst part is my brain. I lie there writing lists: did we wash the car seat cover, is the crib sheet the right size, what if I don't notice labor starting, what if I do and panic. My partner is snoring peacefully next to me and I'm trying very hard not to resent him for it.\n\n" +
        "Anyone else up right now? What do you do at this hour when you can't sleep?",
      comments: [],
    },

    // ─── Pregnancy after loss (private) ────────────────────────────────────
    {
      slug: 'scared-before-scan-after-two-losses-en',
      title: "Scan on Friday after two losses and I can't breathe",
      authorKey: null,
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 40,
      body:
        "I'm 9 weeks. Both of our losses were found at scans, so a scan isn't a happy appointment for me anymore, it's the room where bad news happens. I have one on Friday and I'm already dreading the gel, the silence, the screen turned away.\n\n" +
        "Everyone around me is excited and I can't join in. My mother-in-law bought a tiny sweater and I put it in a drawer without looking at it. I feel ungrateful and frozen at the same time.\n\n" +
        "How did you get through the scans in a pregnancy after loss? Did you ask for anything different, like them turning the screen toward you straight away? I didn't even know whether I'm allowed to ask.",
      comments: [
        {
          authorKey: 'en:megan-t',
          hoursAfter: 2,
          body: "You're allowed to ask. At my last scan I told the sonographer about our loss before we started, and she told me the heartbeat within seconds. It didn't fix the fear, but it made the silence so much shorter.",
        },
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 4,
          body: 'The tiny sweater in a drawer is so familiar. I barely bought anything until the third trimester this time and nobody gets to judge that. Thinking of you on Friday.',
        },
        {
          authorKey: 'expert:ines-carvalho',
          hoursAfter: 9,
          body: "Feeling anxious rather than excited is a very common experience in a pregnancy after loss, and it isn't ingratitude. It's reasonable to tell the team about your history before a scan and ask them to share what they see as soon as they can. Many services also offer extra reassurance appointments or specialist support after loss. This is general information, not medical advice: please talk to your midwife or doctor about what support is available to you.",
        },
        {
          authorKey: 'en:mod-grace',
          hoursAfter: 11,
          body: "Sending you care for Friday. If you'd like to, come back and tell us how it went. This space is here whatever the news.",
        },
      ],
    },
    {
      slug: 'telling-people-this-time-en',
      title: '14 weeks, and only two people know',
      authorKey: 'en:megan-t',
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 6,
      body:
        '14 weeks today. Last time we told everyone at 8 weeks, and then had to untell them one by one, which was its own kind of awful.\n\n' +
        "This time only my sister and my closest friend know. My parents are visiting next weekend and part of me wants to tell them in person, and part of me wants to wait until 20 weeks, or 30, or until the baby is actually here. I'm also starting to show, so the decision may be made for me.\n\n" +
        'How did you decide when to tell people after a loss? Did telling them make it feel more real in a good way, or just add more people to worry about?',
      comments: [
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 3,
          body: "We told our parents at 16 weeks after our loss, in person, and asked them not to share it further. Having them know meant I had more people to lean on on the bad days. But there's no right answer, only the one that feels safest for you.",
        },
      ],
    },
    {
      slug: 'scan-went-well-still-anxious-en',
      title: "The scan went well, so why can't I enjoy it?",
      authorKey: 'en:jess-o',
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 12,
      body:
        "I posted in First trimester about my scan and everyone was so kind. It went perfectly: strong heartbeat, measuring right on track. I haven't said there that we lost a baby at 10 weeks last fall.\n\n" +
        "I thought a good scan would flip a switch and I'd finally relax. Instead I gave myself about six hours of happiness before the worry came back. Now I'm counting days to the next appointment and checking every time I go to the bathroom.\n\n" +
        'Is this just how it is for a while? When did it start to feel real and safe for you, if it ever did?',
      comments: [
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 3,
          body: 'Six hours of happiness is still six hours, and that counts. For me it came in steps rather than all at once: each milestone gave me a little more room to breathe.',
        },
        {
          authorKey: 'en:megan-t',
          hoursAfter: 5,
          body: "Same here at 13 weeks. I've started saying 'today I am pregnant' out loud in the morning. It sounds silly, but it keeps me in the present.",
        },
        {
          authorKey: 'en:mod-owen',
          hoursAfter: 8,
          body: "Thank you for sharing this here, Jess. If the worry starts to feel like too much, your midwife or doctor can talk with you about emotional support during pregnancy. You don't have to carry it alone.",
        },
      ],
    },
    {
      slug: 'twenty-eight-weeks-after-loss-en',
      title: '28 weeks today – further than we have been before',
      authorKey: 'en:hannah-k',
      groupSlug: 'pregnancy-after-loss',
      daysAgo: 70,
      body:
        "Today I am 28 weeks pregnant. Last year we lost our daughter at 19 weeks, and I honestly wasn't sure I'd ever write a sentence like that first one.\n\n" +
        "It hasn't been a calm pregnancy. I've been to every appointment with my heart in my throat, I still don't have a nursery, and I only let myself buy a single baby outfit last week. But she's kicking as I write this, and my son has started talking to my belly at breakfast.\n\n" +
        "I'm posting this for whoever is at the beginning and reading threads at 2am like I used to. The fear doesn't vanish, but there are good days in between. And to the people in this group who held me up: thank you.",
      comments: [
        {
          authorKey: 'en:megan-t',
          hoursAfter: 2,
          body: "I'm crying at my desk. Thank you for posting this. Holding on to it for my own early weeks.",
        },
        {
          authorKey: 'en:jess-o',
          hoursAfter: 4,
          body: 'We only just got a positive test after a loss last fall, and I come here to read posts like yours. It gives me a bit of hope. Congratulations on 28 weeks.',
        },
        {
          authorKey: 'en:mod-grace',
          hoursAfter: 6,
          body: 'What a milestone, Hannah. Thank you for coming back to share it. Posts like this are exactly why this group exists.',
        },
      ],
    },

    // ─── Newborn days ──────────────────────────────────────────────────────
    {
      slug: 'newborn-only-sleeps-on-me-en',
      title: 'My 7-week-old will only sleep on me',
      authorKey: 'en:sleepless-sam',
      groupSlug: 'newborn-days',
      daysAgo: 20,
      body:
        'The username was chosen before the baby arrived and it turned out to be prophetic. My 7-week-old sleeps beautifully, as long as she is on my chest. The moment I put her down in her bassinet, even fully asleep, even with the slowest transfer in the world, her eyes snap open.\n\n' +
        "Daytime naps are fine on me, I've made peace with watching a lot of TV. The nights are the problem. My partner and I take shifts, but we're both running on fumes, and I'm scared of dozing off on the couch with her.\n\n" +
        'Did your baby grow out of this? Any tricks for the transfer that actually worked? Warming the sheet with my hand, putting her down feet first, white noise: tried all of them.',
      comments: [
        {
          authorKey: 'en:tom-h',
          hoursAfter: 2,
          body: 'Ours was exactly like this until about eight weeks. What finally worked for us was waiting a full twenty minutes after he fell asleep before the transfer. Deep sleep made all the difference.',
        },
        {
          authorKey: 'expert:dr-rafael-ortega',
          hoursAfter: 8,
          body: 'Wanting to be close is very normal for young babies, and many become more settled in their own sleep space over the following weeks. For safer sleep, babies should be put down on their back on a firm, flat surface in their own crib or bassinet, with no pillows or loose bedding. If you feel very drowsy while holding her, put her down in her own sleep space, because falling asleep with a baby on a couch or armchair is particularly risky. This is general information, not medical advice: your pediatrician can help you make a plan for your family.',
        },
        {
          authorKey: 'en:nadia-p',
          hoursAfter: 10,
          body: "Following, because my 7-week-old is exactly the same. At least we know we're not alone at 2am.",
        },
        {
          authorKey: 'en:first-time-fran',
          hoursAfter: 12,
          body: "Same with my 3-week-old. We put her down drowsy at the start of the night, when she's least fussy, and that one transfer usually sticks. Later ones are a lottery.",
        },
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 30,
          body: 'Tried the twenty-minute wait last night and got a three-hour stretch in the bassinet. I nearly cried with joy. Thank you.',
        },
      ],
    },
    {
      slug: 'witching-hour-crying-en',
      title: 'The witching hour is real',
      authorKey: 'en:first-time-fran',
      groupSlug: 'newborn-days',
      daysAgo: 24,
      body:
        "Every evening from around 6 to 9, my 3-week-old turns into a different baby. Fed, changed, burped, rocked, bounced, sung to, walked around the block: she still cries and cries. By 9:30 she's asleep like nothing happened and I'm on the couch staring at the wall.\n\n" +
        "Our pediatrician checked her at her last appointment and said she's gaining well and looks healthy, which is a relief. But knowing it's 'normal' doesn't make three hours of crying easier to hear.\n\n" +
        "How did you get through the evenings? Did it get better at a certain age? I'll take any survival tips, including the silly ones.",
      comments: [
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 3,
          body: "Noise-canceling earbuds for me, so I could still hear her but the volume didn't go straight into my nervous system. And tag-teaming with my partner every thirty minutes. For us the evenings got noticeably calmer after a few weeks.",
        },
        {
          authorKey: 'en:nadia-p',
          hoursAfter: 5,
          body: 'A baby carrier and a dark hallway. We walk up and down like a very slow parade. Solidarity, truly.',
        },
      ],
    },
    {
      slug: 'new-dad-how-to-help-at-night-en',
      title: 'New dad: how can I actually help at night?',
      authorKey: 'en:tom-h',
      groupSlug: 'newborn-days',
      daysAgo: 52,
      body:
        'Our son is five weeks old and my wife is breastfeeding. At night I feel pretty useless. I wake up when he cries, she feeds him, and I lie there wondering whether I should get up or whether that just means two exhausted people instead of one.\n\n' +
        "During the day I do diapers, baths, cooking and laundry, and I take him out for a walk so she can nap. But the nights are where she's struggling most, and I want to do more than say 'you're doing great' at 3am.\n\n" +
        "Partners who've been there, what did you do that actually helped? And parents who were feeding at night, what did you wish your partner had done?",
      comments: [
        {
          authorKey: 'en:nadia-p',
          hoursAfter: 2,
          body: 'What I wish for: bring me the baby already changed, bring water and a snack, then take him back for burping and resettling while I go straight back to sleep. That split saves so much time.',
        },
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 4,
          body: 'We split the night into shifts. One of us sleeps in the spare room with earplugs for a solid block while the other is on duty. Five unbroken hours changed everything.',
        },
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 7,
          body: "The fact that you're asking is already a big help. When my son was born, my husband took the first morning shift every day so I could sleep until 9. I still remember how much that meant.",
        },
        {
          authorKey: 'en:mod-owen',
          hoursAfter: 9,
          body: "Great thread, Tom. There's an article in the app about sharing night feeds and rest, written with our lactation consultant, if you'd like more ideas.",
        },
      ],
    },
    {
      slug: 'cord-stump-and-first-bath-en',
      title: 'Umbilical cord stump and the first bath',
      authorKey: null,
      groupSlug: 'newborn-days',
      daysAgo: 84,
      body:
        "Our son is one week old and we've been doing sponge baths so far because we were told to wait until the cord stump falls off. It's starting to look dry and dark around the edges, which I assume is normal, but I check it about twenty times a day.\n\n" +
        "Two questions for people who've been there. How long did the stump take to come off for you? And once it did, how did you do the first real bath without panicking? He's so small and slippery, and we have a tiny bathroom with no counter space.\n\n" +
        'Any tips on water temperature, what to have ready, and how long the bath should be would be very welcome.',
      comments: [
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 2,
          body: 'Ours fell off at about ten days. For the first bath we used the kitchen sink with a towel in the bottom and did it together: one holding, one washing. Have the towel and clean diaper ready before you start. Five minutes was plenty.',
        },
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 3,
          body: 'With my son I tested the water with my elbow every single time, and our midwife showed us how to hold him. A warm room makes a big difference too.',
        },
        {
          authorKey: 'en:mod-grace',
          hoursAfter: 6,
          body: "Lovely tips here! If the area around the stump looks red or swollen, smells or oozes, call your pediatrician or midwife. If the redness is spreading, or your baby has a fever (100.4°F / 38°C or higher), seems unwell or isn't feeding, get medical help right away, day or night: call your pediatrician or go to the emergency room. We have a newborn bath guide in Articles too.",
        },
      ],
    },

    // ─── Breastfeeding support ─────────────────────────────────────────────
    {
      slug: 'latching-pain-day-four-en',
      title: 'Day four and latching hurts so much',
      authorKey: 'en:sleepless-sam',
      groupSlug: 'breastfeeding-support',
      daysAgo: 68,
      body:
        "Baby is four days old and I'm dreading every feed. The first few seconds of each latch make me curl my toes, and my left nipple is cracked. She seems to feed well and the midwife said her weight is fine, but I'm wincing through every session.\n\n" +
        "In the hospital a nurse helped me with positioning and it felt better while she was there. At home, at 3am, it's a different story. I think she's taking only the nipple half the time, but I honestly can't tell.\n\n" +
        'I really want to keep going. Is some pain normal at the start? What helped you get a deeper latch, and how did you look after sore nipples in the meantime?',
      comments: [
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 2,
          body: 'The laid-back position changed everything for me: leaning back on pillows with baby tummy-down on me. She could find the latch on her own and it was so much deeper.',
        },
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 4,
          body: 'Day four was my lowest point with my son. We saw a lactation consultant on day six and two small changes made it bearable within a few days. Please ask for help early.',
        },
        {
          authorKey: 'expert:laura-bennett',
          hoursAfter: 6,
          body: "Some tenderness in the first days is common, but ongoing pain and cracked nipples usually mean the latch can be improved. Things that often help: baby's body turned fully toward you, nose level with the nipple, and waiting for a wide-open mouth before bringing baby in. Different positions can relieve sore spots. A lactation consultant or your midwife can watch a feed and adjust things with you. This is general information, not medical advice: please contact your midwife, pediatrician or an IBCLC for support.",
        },
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 28,
          body: 'Booked a lactation visit for tomorrow and tried laid-back feeding twice today. Still sore, but the toe-curling part is shorter. Thank you.',
        },
      ],
    },
    {
      slug: 'pumping-back-at-work-en',
      title: 'Back at work next week – pumping plan?',
      authorKey: 'en:first-time-fran',
      groupSlug: 'breastfeeding-support',
      daysAgo: 2,
      body:
        "I go back to work next Monday and my daughter will be just over six weeks. I've been pumping once a day after the morning feed to build a small stash in the freezer, and she's taking a bottle from my partner, which feels like a miracle.\n\n" +
        "My office has a small room I can use, and my manager has been supportive so far. What I don't know is how often to pump during an eight-hour day, how to store milk at work, and how to clean everything without spending my whole lunch break at the sink.\n\n" +
        "Any routines or tips from those of you who've done this? Also, how do you handle the first day emotionally? I'm already tearing up thinking about it.",
      comments: [
        {
          authorKey: 'en:nadia-p',
          hoursAfter: 5,
          body: 'Not back yet, but a friend told me she kept spare pump parts in a bag in the office fridge and only washed everything properly at home. Saved her so much time. Sending hugs for Monday.',
        },
      ],
    },
    {
      slug: 'welcome-to-breastfeeding-support-en',
      title: 'Welcome to Breastfeeding support – introduce yourself here',
      authorKey: 'en:mod-grace',
      groupSlug: 'breastfeeding-support',
      daysAgo: 119,
      body:
        "Hi everyone, I'm Grace from the Nestwell team, and I help look after this group.\n\n" +
        'This is a space for every way of feeding your baby: exclusive breastfeeding, pumping, combination feeding, and everything in between. Questions about latching, supply, nursing in public or going back to work are all welcome. So are the days when you just need to vent.\n\n' +
        "A few ground rules: be kind, don't judge how other families feed their babies, and remember that advice here comes from experience, not a medical assessment. For pain, worries about your baby's weight or anything that doesn't feel right, please talk to your midwife, doctor or a lactation consultant.\n\n" +
        "Tell us in the comments how old your little one is (or how many weeks along you are) and what you'd like help with.",
      comments: [
        {
          authorKey: 'en:nestwell-bot',
          hoursAfter: 1,
          body: "Tip: tap 'Follow' on this group to get notified about new posts, and use the search bar to find earlier threads on common topics like latching, supply and pumping.",
        },
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 3,
          body: "Hi all! Mom of a 20-month-old who still nurses at bedtime. Happy to share what worked and what definitely didn't.",
        },
        {
          authorKey: 'en:first-time-fran',
          hoursAfter: 6,
          body: 'Hello! 29 weeks with my first, here to learn as much as I can before she arrives. Reading everything.',
        },
        {
          authorKey: 'en:nadia-p',
          hoursAfter: 30,
          body: "Hi, 33 weeks and planning to breastfeed, but also open to combination feeding. I'm nervous about the first few days, so I'm glad this group exists.",
        },
      ],
    },
    {
      slug: 'combination-feeding-guilt-en',
      title: 'Combination feeding and the guilt that comes with it',
      authorKey: 'en:nadia-p',
      groupSlug: 'breastfeeding-support',
      daysAgo: 31,
      body:
        "My son is six weeks old. Breastfeeding was hard from the start, and at his two-week check his weight gain was slower than the doctor wanted, so we started adding formula after some feeds. He's gaining well now and he's a much happier baby.\n\n" +
        "So why do I feel like I failed? Every time I make a bottle I hear a voice saying I didn't try hard enough. A relative asked 'Oh, you're not breastfeeding?' in a tone that stayed with me for days.\n\n" +
        "I'm still nursing him in the mornings and evenings, and I love those feeds. Has anyone else combination fed long-term? How did you make peace with it, and how did you answer the comments?",
      comments: [
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 2,
          body: "You didn't fail, you fed your baby. He's gaining and happy, which is the whole point. We combo fed from week three and I still got to keep the cuddly bedtime feeds.",
        },
        {
          authorKey: 'en:tinytoes-mel',
          hoursAfter: 4,
          body: "A line several members of this group swear by when relatives comment: 'He's fed and thriving, thanks for asking,' with a big smile. They tell us it usually ends the conversation.",
        },
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 8,
          body: "I combo fed my son for ten months. Nobody in his preschool class can tell who was fed how. Be proud of the mornings and evenings you've protected.",
        },
        {
          authorKey: 'en:mod-owen',
          hoursAfter: 10,
          body: 'Thank you for this post, Nadia. A reminder that every way of feeding is welcome in this group. If the guilt is weighing on your mood, the Postpartum wellbeing group is a good place to talk about that too.',
        },
        {
          authorKey: 'expert:dr-sofia-lindqvist',
          hoursAfter: 18,
          body: "Guilt after moving to combination or formula feeding is something many parents describe, often because they cared so much about feeding in the first place. Feeding your baby in the way that works for your family, with your health professionals' guidance, is good care. If the guilt or low mood sticks around most days for more than a couple of weeks, or gets in the way of sleeping, eating or enjoying anything, please mention it to your doctor or midwife: support is there for this too. This is general information, not medical advice.",
        },
      ],
    },

    // ─── Postpartum wellbeing (private) ────────────────────────────────────
    {
      slug: 'day-five-cant-stop-crying-en',
      title: "Day five and I can't stop crying",
      authorKey: null,
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 57,
      body:
        'Baby is five days old, healthy and beautiful, and I cannot stop crying. I cried at a diaper commercial. I cried because the toast was cold. I cried because my partner said I was doing well.\n\n' +
        "Everyone warned me about sleep deprivation, but nobody really explained this part. It's not that I'm sad about the baby. It's more like my emotions have no skin on them.\n\n" +
        "Is this the baby blues people talk about? How long did it last for you? I'm seeing the midwife on Thursday and I'm not sure what to say without sounding dramatic.",
      comments: [
        {
          authorKey: 'en:nadia-p',
          hoursAfter: 2,
          body: "Two weeks out and this was me on days three to seven. The cold toast! I felt it in my soul. It lifted gradually for me. Please tell your midwife exactly what you told us, it's not dramatic.",
        },
        {
          authorKey: 'expert:dr-sofia-lindqvist',
          hoursAfter: 5,
          body: 'Tearfulness and big swings in emotion in the first days after birth are very common and often called the baby blues. They usually ease within about two weeks. If low mood, anxiety or hopelessness last longer, get worse, or you have thoughts of harming yourself or your baby, contact your midwife or doctor promptly, or emergency services if you feel unsafe. Telling your midwife honestly on Thursday is exactly right. This is general information, not medical advice: your midwife or doctor can check in with you properly.',
        },
        {
          authorKey: 'en:nestwell-bot',
          hoursAfter: 6,
          body: "You're not alone. If you're struggling with your mood after birth, please reach out to your midwife, doctor or a local support line. In an emergency, call your local emergency number. Support resources are listed in the app under Help.",
        },
        {
          authorKey: 'en:tom-h',
          hoursAfter: 9,
          body: 'My wife had this around day four. What helped her was me not trying to fix it, just bringing tea and sitting with her. It did pass. Take care of yourself.',
        },
      ],
    },
    {
      slug: 'pelvic-floor-leaks-two-years-later-en',
      title: 'Still leaking when I sneeze, almost two years later',
      authorKey: 'en:mama-bear-jo',
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 110,
      body:
        "My daughter is 20 months old and I still leak a little when I sneeze, jump or laugh hard. I told myself it was just part of being a mom and I'd get used to it. I've been crossing my legs before every sneeze for almost two years.\n\n" +
        'Last week I skipped a trampoline park with my toddler because I knew what would happen, and that made me sad enough to finally post.\n\n' +
        'Is it too late to do anything about it? I did pelvic floor exercises for a few weeks after birth and then life happened. Has anyone seen a physio this long after having a baby? Was it awkward? Did it actually help?',
      comments: [
        {
          authorKey: 'en:hannah-k',
          hoursAfter: 3,
          body: 'I saw a pelvic floor physical therapist when my son was three. Not awkward at all, she was completely matter-of-fact, and after a few months of exercises I could jump again. Go for it.',
        },
        {
          authorKey: 'expert:tomas-pereira',
          hoursAfter: 12,
          body: "Leaking with sneezing, jumping or laughing is common after childbirth, but it's not something you simply have to accept, and it's rarely too late to improve it. A pelvic-health physical therapist can assess your muscles and design a program that fits your body and your routine, which usually works better than exercises done without guidance. This is general information, not medical advice: ask your doctor or midwife about a referral to a pelvic-health physical therapist.",
        },
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 15,
          body: 'Reading this at 34 weeks and taking notes. Thank you for being so honest about it.',
        },
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 60,
          body: "Update: appointment booked for next month, and I've put a reminder in my phone to actually do the exercises this time. Trampoline park, I'm coming for you.",
        },
      ],
    },
    {
      slug: 'returning-to-running-postpartum-en',
      title: 'When did you feel ready to run again?',
      authorKey: 'en:nadia-p',
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 4,
      body:
        "Before pregnancy I ran three or four times a week. It was my thinking time, and I miss it more than I expected. My son is ten weeks old and I got the all-clear at my postpartum checkup, but 'cleared' feels very different from 'ready'.\n\n" +
        "I've been walking with the stroller most days, doing gentle core and pelvic floor work at home, and I feel stronger. But the one time I jogged to catch the bus, everything felt heavy and strange.\n\n" +
        'For those of you who went back to running: how did you start? Did you see anyone first? And how did you fit it in around feeds without losing your mind?',
      comments: [
        {
          authorKey: 'en:mama-bear-jo',
          hoursAfter: 3,
          body: 'I saw a pelvic floor physical therapist first and she gave me a return-to-running plan starting with walk-jog intervals. Slow, but I had no setbacks. Worth it.',
        },
        {
          authorKey: 'en:mod-owen',
          hoursAfter: 5,
          body: 'Good question, Nadia. Our pelvic-floor physical therapist wrote an article about returning to exercise after birth, which you can find in Articles under Postpartum. And of course check with your own midwife or doctor if anything feels off.',
        },
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 8,
          body: 'I run straight after the morning feed while my partner takes over. Twenty minutes, three times a week. Not my old pace, but my head feels so much better.',
        },
      ],
    },
    {
      slug: 'monthly-check-in-how-are-you-en',
      title: 'Monthly check-in: how are you really doing?',
      authorKey: 'en:mod-owen',
      groupSlug: 'postpartum-wellbeing',
      daysAgo: 7,
      body:
        'Hi everyone, Owen from the Nestwell team here with our monthly check-in.\n\n' +
        "Not 'how is the baby', not 'how is the feeding': how are you? Your body, your mood, your sleep, your relationship, your sense of who you are now. Big things, small things, all welcome.\n\n" +
        "Share as much or as little as you like. If it helps, start with one word that describes this month, then add whatever you want. And if someone's comment sounds familiar, a short reply can mean more than you think.\n\n" +
        "As always, if you're finding things really hard, please reach out to your midwife, doctor or a local support line. You deserve care too.",
      comments: [
        {
          authorKey: 'en:sleepless-sam',
          hoursAfter: 2,
          body: "Word: foggy. Baby is ten weeks and sleeping a bit better, but I still feel like I'm watching my life through a window. Planning to mention it at my next checkup.",
        },
        {
          authorKey: 'en:nadia-p',
          hoursAfter: 4,
          body: 'Word: returning. Went for my first proper walk alone this week, forty minutes with a podcast. Felt like me again for the first time since he was born.',
        },
        {
          authorKey: 'en:first-time-fran',
          hoursAfter: 6,
          body: "Word: nervous. Back at work soon and I'm not sure who I am at my desk anymore. Trying to remember that it's allowed to feel strange.",
        },
        {
          authorKey: 'en:tom-h',
          hoursAfter: 9,
          body: "Dad here. Word: tired, but in a good way. We've started having dinner together again after bedtime, phones away. Small thing, but it's helped us feel like a team.",
        },
        {
          authorKey: 'en:nestwell-bot',
          hoursAfter: 10,
          body: "Thanks for taking part in this month's check-in. Support resources and contact options for mental health services are available in the app under Help.",
        },
        {
          authorKey: 'en:mod-owen',
          hoursAfter: 12,
          body: "Thank you all for being so open. Sam, 'foggy' is a really good thing to bring to your checkup, and I'm glad you're planning to. Fran, we're rooting for you.",
        },
      ],
    },
  ],
}
