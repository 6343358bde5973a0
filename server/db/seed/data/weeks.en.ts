// English week-by-week pregnancy pages, written for English-speaking readers (not translated).
// Weeks are counted from the first day of the last period. General information, reviewed by the seed experts.
import type { SeedWeeksContent } from './weeks-types.ts'

/** Joins paragraphs with a blank line, as the week format expects. */
const paras = (...paragraphs: string[]): string => paragraphs.join('\n\n')

export const weeksEn: SeedWeeksContent = {
  locale: 'en',
  weeks: [
    {
      week: 1,
      title: 'Week 1: your period, and the start of the count',
      summary:
        'Pregnancy is dated from the first day of your last period, so in week 1 there is no baby yet. It is a good moment to start folic acid.',
      babySize: 'Not a baby yet: conception is still about two weeks away',
      baby: paras(
        'In week 1 there is no baby, and no fertilised egg either. Pregnancy is counted from the first day of your last menstrual period, because that date is usually known, while the exact day of conception rarely is. This is why the standard 40 weeks of pregnancy include about two weeks before an egg and sperm ever meet.',
        'Behind the scenes, though, the next cycle is already under way. Hormones from the pituitary gland are prompting a group of follicles in your ovaries to grow, each holding an immature egg. Over the coming days one of them usually takes the lead and the rest fade away. If you conceive this cycle, that leading follicle will release the egg that could become your baby.',
      ),
      body: paras(
        'Your period is shedding the lining of the uterus built up during the last cycle. Bleeding usually lasts between three and seven days, and cramps, tiredness and low mood are common. At the same time, rising oestrogen is preparing a fresh lining for a possible pregnancy.',
        'If you are trying to conceive, this is a good time to look at the basics: stopping smoking, cutting out alcohol, moving regularly and eating a varied diet. None of this has to be perfect, and small, steady changes count.',
      ),
      tip: 'Start taking a folic acid supplement of 400 micrograms a day now if you have not already. It is recommended from before conception until the end of week 12, to help protect against neural tube defects such as spina bifida.',
      callProfessional:
        'Talk to your doctor before trying if you have a long-term condition such as diabetes or epilepsy, take regular medicines, or have very heavy or painful periods; some people need a higher dose of folic acid on prescription. For sudden severe pain or very heavy bleeding, call your doctor; in an emergency call your local emergency number.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 2,
      title: 'Week 2: ovulation and your fertile window',
      summary:
        'Your body is getting ready to release an egg. Knowing your fertile window helps you time sex, but conception has not happened yet.',
      babySize: 'Still nothing to measure: an egg is about to be released',
      baby: paras(
        'There is still no baby this week. Towards the end of week 2, in a 28-day cycle, a surge of luteinising hormone (LH) triggers the leading follicle to release its egg. This is ovulation. The egg is swept into a fallopian tube, where it can be fertilised for only about 12 to 24 hours.',
        'Sperm, by contrast, can survive in the reproductive tract for up to five days. That is why the fertile window covers roughly the five days before ovulation and the day of ovulation itself. Many cycles are longer or shorter than 28 days, so your own ovulation may come earlier or later than the textbook day 14.',
      ),
      body: paras(
        'Around ovulation, cervical mucus often becomes clear, slippery and stretchy, a little like raw egg white. Some people notice a mild one-sided ache, known as mittelschmerz, or a higher sex drive. After ovulation, your resting body temperature rises slightly and stays up until your next period.',
        'Ovulation tests, which detect the LH surge in urine, can help you spot your most fertile days, especially if your cycles are regular. If your cycles vary a lot, tracking your mucus and temperature alongside them can give a fuller picture.',
      ),
      tip: 'Rather than timing sex to the hour, having sex every two to three days throughout the cycle covers the fertile window without turning it into a chore. Logging your cycle, mucus and test results in the app can help you see your own pattern over a few months.',
      callProfessional:
        'See your doctor if you have been trying for a year without success, or after six months if you are 35 or older, have irregular or absent periods, or a known condition such as endometriosis. Sudden severe pelvic pain, a fever or unusual discharge needs a call to your doctor; in an emergency call your local emergency number.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 3,
      title: 'Week 3: conception and the journey to the uterus',
      summary:
        'If an egg is fertilised this week, a tiny cluster of cells travels to the uterus and begins to implant. You will not feel pregnant yet.',
      babySize: 'A microscopic ball of cells, about 0.1 mm across, smaller than a grain of sand',
      baby: paras(
        'If a sperm reaches the egg in the fallopian tube, fertilisation happens and a single new cell forms, carrying genetic material from both biological parents. Within hours it begins to divide: two cells, then four, then eight, as it drifts slowly towards the uterus over the next several days.',
        'By the time it arrives, it has become a blastocyst, a hollow ball of cells. The inner group will develop into the embryo, while the outer layer will help form the placenta. Around six to ten days after ovulation, the blastocyst begins to burrow into the lining of the uterus. This is implantation, and it is where pregnancy truly begins.',
      ),
      body: paras(
        'Most people feel nothing at all this week. A few notice light spotting around the time of implantation, which is easy to mistake for an early, light period. Once implantation starts, the cells that will form the placenta begin releasing human chorionic gonadotrophin (hCG), the hormone pregnancy tests detect, but levels are still too low to show up.',
        'The wait between ovulation and a possible test, often called the two-week wait, can feel long. Try to keep up your usual routine and your folic acid.',
      ),
      tip: 'Testing too early can give a negative result even if you are pregnant, so wait until the day your period is due, or follow the timing on your test packet. Gentle distractions, such as plans with friends or a long walk, can make the wait easier.',
      callProfessional:
        'If you could be pregnant and have bleeding heavier than a period, severe lower tummy pain or pain on one side, call your doctor; in an emergency call your local emergency number. Tell any doctor, dentist or pharmacist that you might be pregnant before you have an X-ray or start a new medicine.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 4,
      title: 'Week 4: a positive test becomes possible',
      summary:
        'Around the time your period is due, a home pregnancy test may turn positive. The embryo is tiny, but the placenta and sac are forming.',
      babySize: 'About the size of a poppy seed, roughly 1 mm across',
      baby: paras(
        'The blastocyst is now embedded in the lining of the uterus and is properly called an embryo. Its cells are arranging themselves into three layers. One will become the brain, nerves and skin; another the heart, blood, bones and muscles; the third the gut, lungs and other internal organs.',
        'Around it, the support structures are being built. The amniotic sac, which will hold the fluid your baby floats in, is forming, and a small yolk sac provides nourishment until the placenta can take over. Threads of tissue from the future placenta are reaching into the wall of the uterus to connect with your blood supply.',
      ),
      body: paras(
        'hCG levels are now rising quickly, roughly doubling every two to three days, and by the day your period is due many home tests will show a positive result. If yours is negative but your period has not arrived, test again a few days later. Early signs can include tender breasts, tiredness, needing to pass urine more often and mild cramping, though many people have no symptoms yet.',
        'A positive test can bring joy, shock, worry or all three at once. There is no right way to feel.',
      ),
      tip: 'Once you have a positive test, contact your doctor or midwife to register your pregnancy and arrange your first appointment. Keep taking folic acid, and avoid alcohol and smoking: there is no known safe amount of alcohol in pregnancy.',
      callProfessional:
        'Pain on one side of your lower tummy, pain at the tip of your shoulder, vaginal bleeding, or feeling faint or dizzy can be signs of an ectopic pregnancy. Call your doctor or midwife straight away, and in an emergency call your local emergency number.',
      reviewerSlug: 'dr-amara-osei',
      reviewedOn: '2026-09-14',
    },
    {
      week: 5,
      title: 'Week 5: the neural tube and a first heartbeat',
      summary:
        'The embryo is forming its neural tube and a simple heart. Early symptoms such as nausea, sore breasts and tiredness often start around now.',
      babySize: 'About the size of a sesame seed, around 2 mm long',
      baby: paras(
        'This week the embryo takes on a shape like a tiny curved tube. Along its back, a groove is folding over to form the neural tube, which will become the brain and spinal cord. Folic acid is especially important while this tube is closing over the next couple of weeks.',
        'The heart starts as a simple tube too, and towards the end of this week or early next, it begins to contract in a steady rhythm. It is far too small to hear with a handheld device, and it may not be seen on a scan for another week or two. Early blood vessels and the first blood cells are forming as well.',
      ),
      body: paras(
        'Your period is now late, and pregnancy hormones are making themselves felt. Nausea, with or without vomiting, often begins between weeks 4 and 7 and can happen at any time of day, not just the morning. Breasts may feel full, tingly or sore, and a deep tiredness is very common as your body builds the placenta.',
        'You may also notice a metallic taste, a stronger sense of smell or mild period-like cramps without bleeding.',
      ),
      tip: 'Contact your midwife or doctor now if you have not yet done so. The first full pregnancy appointment, often called the booking appointment, ideally takes place before 10 weeks, so there is time to plan scans and screening.',
      callProfessional:
        'Bleeding with cramps, pain on one side of your lower abdomen, shoulder-tip pain or feeling faint needs prompt attention: call your midwife or doctor, and in an emergency call your local emergency number. Light spotting on its own is common, but mention it at your next contact.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 6,
      title: 'Week 6: a flicker of heartbeat on an early scan',
      summary:
        'Cardiac activity can sometimes be seen on a vaginal ultrasound from around now. Nausea and tiredness may build over the coming weeks.',
      babySize: 'About the size of a lentil, roughly 4 to 6 mm long',
      baby: paras(
        "The embryo's heart is now beating, and if you have an early ultrasound for a medical reason, a flicker of cardiac activity may be visible from around 6 to 7 weeks. It is usually seen with a vaginal probe, because the embryo is still too small to see well through the abdomen. If it is not seen yet, that is often just a matter of timing, and a repeat scan is usually arranged.",
        'Small buds that will become the arms and legs are appearing, and the head is large compared with the body because the brain is growing fast. Dark spots mark where the eyes will be, and tiny pits on the sides of the head will become the ears.',
      ),
      body: paras(
        'Many people feel at their most nauseous between weeks 6 and 12. Eating little and often, keeping plain snacks nearby and sipping fluids through the day can help, as can ginger for some people. Rest when you can: the tiredness is real, not laziness.',
        'You might need to pass urine more often as blood flow to your kidneys increases and the growing uterus presses on your bladder. Mood swings are common too, as hormone levels shift quickly.',
      ),
      tip: 'Keep a dry snack, such as crackers or toast, by your bed and eat a little before you get up. Most people do not have a routine scan this early; in many places the first one is offered at 11 to 14 weeks.',
      callProfessional:
        'Call your midwife or doctor if you cannot keep any food or fluids down for 24 hours, are passing very little dark urine, or feel dizzy when you stand, as these can be signs of hyperemesis gravidarum. Heavy bleeding or severe abdominal pain needs urgent care; in an emergency call your local emergency number.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 7,
      title: 'Week 7: a busy week for the growing brain',
      summary:
        'The brain is adding cells at an astonishing rate and the arm buds are becoming paddles. Nausea and tiredness may still be strong.',
      babySize: 'About the size of a blueberry, around 1 cm long',
      baby: paras(
        "Your baby's brain is growing remarkably fast this week, producing huge numbers of new nerve cells, and the head now makes up a large part of the embryo. The arm buds are flattening into small paddles that will later form hands, and the leg buds are following a few days behind.",
        'The umbilical cord has formed and is carrying blood between the embryo and the developing placenta. Inside, the kidneys, liver and gut are taking shape, and the lens of each eye is starting to develop. The embryo still has a small tail, which will disappear over the next few weeks as the spine lengthens.',
      ),
      body: paras(
        'Your uterus has roughly doubled in size, though nobody can see a bump yet. Extra progesterone slows your digestion, which can cause bloating, wind and constipation. Breast changes continue, and the veins on your chest may look more visible.',
        'Some people feel emotionally flat or anxious in these early weeks, especially after a previous loss. Sharing how you feel with someone you trust, or with your midwife, can help. Feeling unsure about the pregnancy, even when it is very much wanted, is common too.',
      ),
      tip: 'Before taking any medicine, including over-the-counter remedies, herbal products and supplements, check with a pharmacist, midwife or doctor that it is suitable in pregnancy. Do not stop a prescribed medicine without first talking to the person who prescribed it.',
      callProfessional:
        'Bleeding that is heavy, soaks a pad, or comes with cramping pain could be a sign of miscarriage, and severe one-sided pain could signal an ectopic pregnancy. Call your midwife or doctor, or an early pregnancy unit if you have one, and in an emergency call your local emergency number.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 8,
      title: 'Week 8: tiny fingers and the first movements',
      summary:
        'The embryo is making small movements you cannot feel yet, and fingers and toes are beginning to separate. Your sense of smell may be sharper.',
      babySize: 'About the size of a raspberry, around 1.6 cm long and 1 g',
      baby: paras(
        'Your baby is beginning to make tiny, spontaneous movements, twitching and shifting in the amniotic fluid. You will not feel them for many weeks yet, but they can sometimes be seen on an ultrasound. Fingers and toes are forming, still joined by webbing that will gradually disappear.',
        'The face is becoming more recognisable, with the upper lip and the tip of the nose forming, and eyelids beginning to grow over the eyes. The heart is now divided into chambers and beats much faster than an adult heart. Nerve cells are branching out to connect with each other, building the first pathways of the nervous system.',
      ),
      body: paras(
        'Your uterus is growing and softening, and you may feel twinges or a pulling sensation low in your tummy. Your sense of smell may be much sharper than usual, and foods you used to love can suddenly seem unbearable. Food aversions and cravings are common and usually settle later.',
        'Your blood volume has started its steady rise, which can leave you feeling warm, thirsty or a little light-headed when you stand up quickly.',
      ),
      tip: 'Ask your midwife which vaccines are recommended in pregnancy where you live. The flu vaccine can be given at any stage during flu season, while others, such as whooping cough, are usually offered later on.',
      callProfessional:
        'Call your midwife or doctor if you have a high temperature, pain or burning when passing urine, or bleeding with cramps. If you feel faint, have severe abdominal pain or heavy bleeding, call your local emergency number.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 9,
      title: 'Week 9: the last stretch of the embryonic period',
      summary:
        'All the major organs have started to form and the embryo is losing its tail. Your booking appointment may be coming up soon.',
      babySize: 'About the size of a cherry, around 2.3 cm long and 2 g',
      baby: paras(
        'This is the last full week of the embryonic period. Every major organ has begun to form, and from here on development is mostly about growth and maturing. The tail has almost gone, and the baby looks more human, with a rounder head and a neck that is beginning to straighten.',
        'Tiny muscles are developing, allowing bigger movements. The outer ears are taking shape, and the eyelids now cover most of the eyes, where they will stay closed until around week 26. Inside the mouth, the tongue and the beginnings of the palate are forming, and the sex organs have started to develop, though they cannot yet be told apart.',
      ),
      body: paras(
        'Hormones are at a high, and so can emotions be. Tiredness, nausea, constipation and bloating may all continue. Some people notice more vaginal discharge, which is normal as long as it is thin, white or clear and mild-smelling.',
        'Your waist may start to thicken and your usual clothes may feel tighter, even though the baby is still small. This is mostly bloating and a growing uterus, and stretchy, comfortable clothes help for now. Light-headedness can also creep in if you skip meals, so keep snacks handy.',
      ),
      tip: 'Write down your questions before your booking appointment. Your midwife will usually ask about your health, family history and any previous pregnancies, check your blood pressure and urine, and offer blood tests for your blood group, anaemia and certain infections.',
      callProfessional:
        'Discharge that is green or grey or smells unpleasant, or itching and soreness, may mean an infection: call your midwife or doctor. For heavy bleeding, severe pain, or vomiting so persistent you cannot keep fluids down, seek urgent care; in an emergency call your local emergency number.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-14',
    },
    {
      week: 10,
      title: 'Week 10: from embryo to fetus, and food safety',
      summary:
        'Your baby is now called a fetus. The main organs are in place and starting to work, and what you eat, and how it is prepared, matters.',
      babySize: 'About the size of a strawberry, around 3.1 cm long and 4 g',
      baby: paras(
        'From this week your baby is called a fetus rather than an embryo. The main organs have formed and several are beginning to work: the kidneys are starting to produce small amounts of urine, and the liver is making blood cells. Bones are beginning to harden, starting with the collarbone and jaw.',
        'Fingers and toes have separated, and tiny nail beds are forming. The baby moves often, stretching and bending, though still far too small for you to feel anything. Teeth buds are developing under the gums, ready to come through months after birth.',
      ),
      body: paras(
        'Nausea, tiredness and tender breasts may still be with you, and your appetite can swing from non-existent to ravenous in a day. Your blood volume keeps increasing, so you may notice more visible veins on your breasts and tummy. Some people get mild headaches in early pregnancy, often linked to hormone changes, tiredness or not drinking enough.',
        'If nausea makes a balanced diet feel impossible, focus on what you can manage, and build variety back in as you feel better.',
      ),
      tip: 'Avoid unpasteurised milk, soft mould-ripened or blue cheeses unless cooked until steaming hot, raw or undercooked meat, pâté and liver, and wash fruit, vegetables and salad well. Keep caffeine under about 200 mg a day, roughly two mugs of instant coffee.',
      callProfessional:
        'If you have a fever, muscle aches, diarrhoea or vomiting after eating something that might have been contaminated, tell your midwife or doctor, as some food-borne infections need treatment in pregnancy. For heavy bleeding or severe pain, call your midwife or doctor; in an emergency call your local emergency number.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-09-14',
    },
    {
      week: 11,
      title: 'Week 11: a growth spurt, and eating well again',
      summary:
        "Your baby's length will nearly double over the next few weeks. If nausea is easing, this is a good time to rebuild a varied diet.",
      babySize: 'About the size of a fig, around 4.1 cm long and 7 g',
      baby: paras(
        'Your baby is in a growth spurt, and the head still makes up about half of the body length. Hair follicles are forming under the skin, and the hands can open and close. The diaphragm is developing, and the baby may start to have hiccups, long before you could feel them.',
        'The intestines, which have been developing partly inside the umbilical cord because there was not enough room, are moving into the abdomen. The bones of the face are forming, and the nasal passages are opening. The external genitals are developing, though it is usually too early to see them clearly on a scan.',
      ),
      body: paras(
        'For many people, nausea starts to ease between weeks 12 and 14, and some feel a little better already. If you were sick a lot, your appetite may return with a vengeance. Heartburn and constipation can appear or continue, as progesterone relaxes the muscles of your digestive system.',
        'Your skin may change too: some people seem to glow, while others get spots as hormone levels shift. Gentle, unperfumed products are usually kinder to sensitive skin, and if you use any acne treatment, check with a pharmacist that it is safe in pregnancy.',
      ),
      tip: 'Aim for meals that include vegetables, fruit, starchy foods, a source of protein and some dairy or fortified alternatives. You do not need to eat for two: in most cases extra energy is only needed in the last trimester, and even then it is roughly a small snack a day.',
      callProfessional:
        'If you have lost weight because of sickness, feel weak or confused, or cannot keep fluids down, call your midwife or doctor the same day. Bleeding, severe abdominal pain or a high fever also need a call; in an emergency call your local emergency number.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-09-28',
    },
    {
      week: 12,
      title: 'Week 12: your first scan and screening choices',
      summary:
        'Between 11 and 14 weeks most people are offered a dating scan and combined screening. Your baby is now fully formed, if tiny.',
      babySize: 'About the size of a plum, around 5.4 cm long and 14 g',
      baby: paras(
        'Your baby now has all their organs, limbs and muscles, and the rest of pregnancy is mostly about growing and maturing. Reflexes are developing: the fingers can curl, the toes can flex, and the mouth makes sucking movements. The kidneys pass urine into the amniotic fluid, which the baby swallows and recycles.',
        'On a scan this week, you may see your baby moving, stretching or even seeming to wave, and you will usually see the heart beating. The sonographer measures the length from the top of the head to the bottom, called the crown-rump length, to date the pregnancy and give you an estimated due date.',
      ),
      body: paras(
        'Your uterus is rising above your pubic bone, so your midwife may be able to feel it low in your tummy. Nausea and tiredness often ease over the next couple of weeks, and the chance of miscarriage falls considerably after this point.',
        "The combined screening test, offered between about 11 and 14 weeks, pairs a scan measurement of the fluid at the back of the baby's neck with a blood test. It gives the chance of Down's, Edwards' and Patau's syndromes, not a diagnosis, and it is your choice whether to have it.",
      ),
      tip: 'Before your scan, think about what you would want to know and what you might do with a higher-chance result; your midwife can talk through the options. Depending on your hospital, you may be asked to arrive with a moderately full bladder.',
      callProfessional:
        'Call your midwife or doctor if you have bleeding, cramping pain, a high temperature, or pain or burning when you pass urine. If the bleeding is heavy or the pain severe, call your local emergency number.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-28',
    },
    {
      week: 13,
      title: 'Week 13: the first trimester draws to a close',
      summary:
        "Your baby's fingerprints are forming and the placenta has taken over much of the work. Many people feel their energy slowly returning.",
      babySize: 'About the size of a lemon, around 7.4 cm long and 23 g',
      baby: paras(
        "Tiny ridges on your baby's fingertips are forming the unique patterns of their fingerprints. The vocal cords are developing, the bones continue to harden, and the intestines have settled inside the abdomen. The head is still large, but the body is starting to catch up.",
        'The placenta is now well established. It brings oxygen and nutrients from your bloodstream, carries waste away and produces the hormones that sustain the pregnancy, a job the ovary did in the first weeks. The baby practises breathing movements, moving amniotic fluid in and out of the developing lungs.',
      ),
      body: paras(
        'As hormone levels settle a little, many people notice their nausea easing and their energy coming back. Your waistline is changing, and a small bump might be visible, especially if this is not your first pregnancy.',
        'You may have more vaginal discharge and the odd headache. Some people find this is when they feel ready to share their news more widely, and that is a personal choice with no deadline.',
      ),
      tip: 'In many countries, including across the EU, telling your employer about your pregnancy in writing brings legal protections, such as paid time off for antenatal appointments and a check of workplace risks. You do not have to tell them this early, but the protections generally apply once they know.',
      callProfessional:
        'Call your midwife or doctor if you have bleeding, fluid leaking from the vagina, cramping pain or a fever; in an emergency call your local emergency number. If a screening result worries you, ask for time with your midwife or doctor to talk it through.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-28',
    },
    {
      week: 14,
      title: 'Week 14: welcome to the second trimester',
      summary:
        'The second trimester begins, often bringing more energy. Your baby is making facial expressions and growing fine hair called lanugo.',
      babySize: 'About the size of a peach, around 8.7 cm long and 43 g',
      baby: paras(
        "Your baby's face is becoming more expressive as the facial muscles develop: squinting, frowning and grimacing are all possible now, though these are reflexes rather than feelings. A fine, soft hair called lanugo is starting to cover the body, helping to keep the baby warm until fat builds up later.",
        'The neck is longer and the head is held more upright. The arms have nearly reached their final proportions compared with the body, while the legs still have some catching up to do. The thyroid gland has begun producing hormones, and the liver has started to make bile.',
      ),
      body: paras(
        'The second trimester is often the most comfortable stretch of pregnancy. Nausea usually fades, energy returns, and sleep may improve. Your bump is likely to start showing over the next few weeks, as your uterus grows up out of your pelvis.',
        'You might notice an increase in appetite, and some people feel a renewed interest in sex, which is safe in an uncomplicated pregnancy unless you have been advised otherwise.',
      ),
      tip: 'If you feel up to it, aim for about 150 minutes of moderate activity a week, such as brisk walking, swimming or pregnancy yoga, spread over several days. Choose activities where you can still hold a conversation, and avoid contact sports and anything with a high risk of falling.',
      callProfessional:
        'Call your midwife or doctor if you have bleeding, cramping, a gush or trickle of fluid, or burning when passing urine. Chest pain, a severe headache or sudden breathlessness during or after exercise needs urgent attention; in an emergency call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 15,
      title: 'Week 15: stronger bones and a stuffy nose',
      summary:
        "Your baby's skeleton is hardening and the eyes may sense light through closed lids. Pregnancy can bring a blocked nose and bleeding gums.",
      babySize: 'About the size of an apple, around 10.1 cm long and 70 g',
      baby: paras(
        "Your baby's skeleton, which began as soft cartilage, is steadily turning into bone. The legs are growing longer than the arms, and all the joints and limbs can move. The eyes, though closed, are facing forwards, and they may be able to sense bright light through the eyelids and your skin.",
        'The baby is busy practising: sucking a thumb, swallowing amniotic fluid and making breathing-like movements that help the lungs develop. Taste buds are forming. The ears are moving closer to their final position on the sides of the head.',
      ),
      body: paras(
        'Higher hormone levels and extra blood flow can make the lining of your nose swell, causing a blocked or runny nose and sometimes nosebleeds. Your gums may also be softer and bleed more easily when you brush.',
        'Your bump may start to show, and you may feel small twinges as the ligaments that support your uterus stretch. Many people find their mood brighter now that the early weeks are behind them.',
      ),
      tip: 'Book a dental check-up if you have not had one recently: gum changes are common in pregnancy, and in many countries dental care is free or subsidised while you are pregnant. Brush twice a day with a fluoride toothpaste, using a soft brush if your gums are sore.',
      callProfessional:
        'Call your midwife or doctor if you have a nosebleed that will not stop after 20 minutes of pressure, bleeding from the vagina, or abdominal pain that does not settle with rest; in an emergency call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 16,
      title: 'Week 16: waiting for the first flutters',
      summary:
        'Many people first feel their baby move between 16 and 22 weeks, often as gentle flutters. A routine check-up may be due.',
      babySize: 'About the size of an avocado, around 11.6 cm long and 100 g',
      baby: paras(
        'Your baby is moving a lot, rolling and kicking in the amniotic fluid, and the muscles of the back are stronger, so the head can be held straighter. The eyes can make slow side-to-side movements under the closed lids. The heart now pumps many litres of blood around the body each day.',
        'Between about 16 and 22 weeks, you may start to feel these movements for the first time. Early sensations are often described as flutters, bubbles or a light tapping, and they are easy to confuse with wind. If you have been pregnant before, you may recognise them sooner; in a first pregnancy, they often come a little later.',
      ),
      body: paras(
        'In many places, a routine antenatal check-up is offered around now. Your midwife will go through the results of earlier blood tests and screening, check your blood pressure and urine, and talk about the anomaly scan ahead.',
        'Your bump is growing, and you may need looser clothes. Some people feel a pulling or sharp pain on one or both sides of the lower tummy when they move suddenly. This round ligament pain is usually harmless and eases with rest.',
      ),
      tip: 'Do not worry if you have not felt your baby move yet: the timing varies a lot, and a placenta at the front of the uterus can cushion early movements. Once you do feel them, start noticing what they are like rather than counting kicks.',
      callProfessional:
        'Call your midwife or doctor if you have vaginal bleeding, a gush of fluid, a high temperature, or pain that is severe or does not settle; if it feels like an emergency, call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 17,
      title: 'Week 17: a growing bump and a new centre of gravity',
      summary:
        'Your baby is starting to lay down fat and practise sucking and swallowing. Back ache and broken sleep may appear as your bump grows.',
      babySize: 'About the size of a pomegranate, around 13 cm long and 140 g',
      baby: paras(
        'Your baby is beginning to store fat under the skin, which will help with temperature control after birth. The umbilical cord is growing thicker and stronger, and sweat glands are developing. Unique patterns are forming on the toes as well as the fingers.',
        "The baby's movements are becoming more coordinated, and practice continues with sucking and swallowing, essential skills for feeding after birth. The heart rate, which peaked earlier in pregnancy, is slowing slightly as the nervous system matures, though it is still much faster than yours. Growing muscles mean the kicks will soon be easier for you to feel.",
      ),
      body: paras(
        'As your bump grows, your centre of gravity moves forward, which can strain your lower back. Hormones such as relaxin also loosen the ligaments around your pelvis. Good posture, flat supportive shoes and bending your knees when you lift can help.',
        'You may feel dizzy if you stand up quickly or get too hot, because blood pressure often dips a little in the second trimester. Sit down or lie on your side if you feel faint, and drink plenty of water.',
      ),
      tip: 'If sleep is getting harder to settle into, try lying on your side with a pillow between your knees and another under your bump. Keeping screens out of the last half hour before bed can help your mind wind down.',
      callProfessional:
        'Call your midwife or doctor if you faint, have pain or burning when you pass urine, back pain with a fever, or bleeding from the vagina. Sudden severe back or abdominal pain needs urgent care; in an emergency call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 18,
      title: 'Week 18: getting ready for the anomaly scan',
      summary:
        "Between about 18 and 21 weeks you will be offered a detailed scan. Your baby's ears are in place and may begin to pick up sounds.",
      babySize: 'About the size of a sweet pepper, around 14.2 cm long and 190 g',
      baby: paras(
        "The tiny bones of your baby's middle ear and the nerve pathways that carry sound to the brain are developing, and the ears have reached their final position on the head. Your baby may begin to detect some sounds from inside your body, such as your heartbeat and digestion, although hearing is still very limited.",
        'A protective coating called myelin is starting to form around the nerves, a process that continues well into childhood. The baby is very active, with kicks, rolls and stretches, and the bones of the legs are getting longer and stronger.',
      ),
      body: paras(
        "The anomaly scan, sometimes called the 20-week scan, is usually offered between about 18 and 21 weeks. The sonographer checks your baby's growth and looks in detail at the brain, face, spine, heart, kidneys, abdomen and limbs, as well as the position of the placenta. It takes around 30 minutes, sometimes longer if the baby is in an awkward position.",
        'Most scans show that everything looks as expected, but no scan can find every condition.',
      ),
      tip: 'Before the scan, decide whether you want to know the sex if your hospital offers to tell you, and whether you would like someone with you. Write down any questions you want to ask the sonographer.',
      callProfessional:
        'Call your midwife or doctor if you have bleeding, regular cramping or tightening, a gush of fluid, or a high temperature. If you have severe pain or heavy bleeding, call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 19,
      title: 'Week 19: a protective coating and skin changes',
      summary:
        "A creamy layer called vernix is forming on your baby's skin. You might notice darker patches, a line on your bump or round ligament twinges.",
      babySize: 'About the size of a mango, around 15.3 cm long and 240 g',
      baby: paras(
        "A white, creamy substance called vernix caseosa is starting to coat your baby's skin. It protects the skin from the amniotic fluid, which would otherwise leave it wrinkled and chapped, and it may help the baby through the birth canal. Some babies still have a little vernix on them when they are born.",
        "Areas of the brain dedicated to smell, taste, hearing, sight and touch are developing. Your baby's kidneys are producing more urine, which now makes up a growing share of the amniotic fluid. Movements are becoming stronger, and you may notice them more often, especially when you are resting.",
      ),
      body: paras(
        'Pregnancy hormones stimulate the cells that produce pigment. You may notice darker nipples, a dark vertical line down the middle of your bump, known as the linea nigra, or brownish patches on your face, called chloasma or melasma. These usually fade after birth.',
        'Round ligament pain, a sharp or pulling feeling low on one or both sides, can come on when you stand up, cough or turn over. It often helps to move slowly and support your bump with your hand.',
      ),
      tip: 'Antenatal classes fill up quickly, so now is a good time to book. Ask your midwife about free classes at your hospital or health centre; many cover labour, feeding and caring for a newborn, and most welcome a birth partner too.',
      callProfessional:
        'Pain that is severe, constant or comes with fever, bleeding or vomiting is not round ligament pain: call your midwife or doctor. Regular tightenings or a gush of fluid also need a call straight away; in an emergency call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-09-28',
    },
    {
      week: 20,
      title: 'Week 20: halfway, and the anomaly scan',
      summary:
        'Halfway there. The anomaly scan usually falls around now, and the top of your uterus has reached about the level of your navel.',
      babySize:
        'About the size of a banana: around 16.4 cm from head to bottom, or roughly 25 cm head to heel, and 300 g',
      baby: paras(
        'At the halfway point, your baby is about the length of a banana from head to bottom. From now on, babies are usually measured from head to heel, which is why the length figures jump in the coming weeks. The skin is thickening and developing its layers, with vernix keeping it protected.',
        'Nails are growing on the fingers and toes, and hair is beginning to appear on the scalp. The baby goes through cycles of sleep and wakefulness, and may be more active when you are lying down quietly. Stronger kicks and punches are often felt by now, though some people still feel very little, especially with a placenta at the front.',
      ),
      body: paras(
        'The top of your uterus, called the fundus, is now at about the level of your navel, and from around 24 weeks your midwife may start to measure it at check-ups. Your navel may flatten or pop out.',
        'If your anomaly scan finds something that needs a closer look, you will usually be offered a further scan or a referral to a specialist team quickly. Many findings turn out to be minor or resolve by themselves, and you will be supported through each step.',
      ),
      tip: 'If your scan shows a low-lying placenta, you will usually be offered another scan at around 32 weeks; in most cases the placenta moves up as the uterus grows. Ask your midwife to explain anything in your scan report that you do not understand.',
      callProfessional:
        'Call your midwife or doctor if you have any bleeding from the vagina, especially if you have been told your placenta is low-lying, or tightenings that come regularly. Severe abdominal pain or a gush of fluid needs urgent care; in an emergency call your local emergency number.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-09-28',
    },
    {
      week: 21,
      title: 'Week 21: tasting what you eat, and taming heartburn',
      summary:
        'Your baby swallows amniotic fluid that carries flavours from your diet. A bigger appetite and heartburn are both common now.',
      babySize: 'About the length of a carrot, around 26.7 cm from head to heel and 360 g',
      baby: paras(
        'Your baby swallows amniotic fluid every day, and this fluid carries traces of flavours from the foods you eat. Research suggests that early exposure to a variety of flavours may shape which tastes babies accept later, although much about this is still being studied.',
        'The digestive system is maturing and can absorb small amounts of sugar from the swallowed fluid. The arms and legs are now in proportion, and movements have progressed from twitches to purposeful kicks and turns. Bone marrow is starting to take on a bigger role in making blood cells, alongside the liver and spleen.',
      ),
      body: paras(
        'Your appetite may be noticeably bigger. Heartburn is common too: progesterone relaxes the valve at the top of your stomach, and your growing uterus pushes upwards, so acid can rise into your food pipe, especially after big meals or when you lie down.',
        'Some people also get leg cramps, mostly at night, or varicose veins in the legs or vulva, as increased blood volume and pressure from the uterus affect circulation.',
      ),
      tip: 'For heartburn, try smaller meals more often, finish eating a few hours before bed, and notice whether spicy, fatty or acidic foods make it worse. A pharmacist can suggest a remedy that is suitable in pregnancy if these changes are not enough.',
      callProfessional:
        'Pain high in your tummy, just below your ribs, especially with a severe headache, problems with your vision or sudden swelling, can be a sign of pre-eclampsia rather than simple heartburn: call your midwife or doctor the same day, and in an emergency call your local emergency number.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-10-12',
    },
    {
      week: 22,
      title: 'Week 22: a firm grip and iron-rich meals',
      summary:
        "Your baby's eyebrows and lips are more defined and the grip is getting stronger. Iron, fibre and fluids help you feel your best.",
      babySize: 'About the length of a large courgette, around 27.8 cm from head to heel and 430 g',
      baby: paras(
        'Your baby now looks like a miniature newborn, though much leaner, with defined lips, eyelids and eyebrows. The eyes have formed, although the iris still lacks pigment. Inside, the pancreas, which will make hormones such as insulin, is developing steadily.',
        'The grip is getting stronger, and your baby may hold the umbilical cord or touch their own face. The sense of touch is developing quickly, and the inner ear is starting to send signals about position and balance to the brain, so your baby can begin to sense which way is up.',
      ),
      body: paras(
        'Your bump is becoming more obvious, and stretch marks may appear on your tummy, breasts or thighs. They are very common, largely down to genetics, and fade to paler, silvery lines over time. Moisturising will not prevent them, but it can ease the itch of stretching skin.',
        'Constipation can persist as progesterone slows your bowel, and iron tablets, if you have been prescribed them, can make it worse. Many people also feel hungrier and thirstier now.',
      ),
      tip: 'Include iron-rich foods such as lean red meat, pulses, tofu, dark green vegetables and fortified cereals, and pair them with a source of vitamin C, like fruit or peppers, to help your body absorb the iron. Plenty of fibre and water, plus regular gentle movement, will help keep constipation at bay.',
      callProfessional:
        'Call your midwife or doctor if you feel unusually tired, breathless or dizzy, which can be signs of anaemia, or if you have bleeding from your bottom or severe constipation with tummy pain. Vaginal bleeding or regular tightenings need prompt care; in an emergency call your local emergency number.',
      reviewerSlug: 'marta-ruiz',
      reviewedOn: '2026-10-12',
    },
    {
      week: 23,
      title: 'Week 23: hearing your voice, and caring for your mood',
      summary:
        'Your baby may now pick up sounds such as your voice. Pregnancy brings many emotions, and your mental health matters as much as your physical health.',
      babySize: 'About the size of a grapefruit, around 28.9 cm from head to heel and 500 g',
      baby: paras(
        "Your baby's hearing is developing, and the sounds of your body, such as your heartbeat, your breathing and your voice, are becoming familiar. Muffled sounds from outside may start to get through as well. After birth, many babies seem to settle more easily to voices they heard often in the womb.",
        'Blood vessels in the lungs are developing in preparation for breathing. The skin is still thin and looks slightly red because the blood vessels show through, and it is wrinkled because fat stores have yet to fill it out.',
      ),
      body: paras(
        'You may notice occasional tightenings of your bump that last a few seconds and then ease. These Braxton Hicks contractions are your uterus practising, and they are usually painless and irregular.',
        'Emotionally, pregnancy can be a mix of excitement, worry and everything in between. Feeling anxious or low at times is common, but if these feelings last for more than two weeks or stop you enjoying things, it is worth talking to someone.',
      ),
      tip: 'Talking to your bump, singing or reading aloud can be a gentle way to start building a connection, if it feels right for you. If it does not, that is fine too: bonding happens in many ways and at different times.',
      callProfessional:
        'If you feel low, hopeless or constantly anxious for more than two weeks, tell your midwife or doctor: perinatal mental health problems are common and treatable. Regular painful tightenings or bleeding also need a call; if you have thoughts of harming yourself, or in any emergency, call your local emergency number.',
      reviewerSlug: 'dr-sofia-lindqvist',
      reviewedOn: '2026-10-12',
    },
    {
      week: 24,
      title: 'Week 24: a milestone for viability',
      summary:
        'Babies born from around now may survive with specialist care. You may be offered a glucose test for gestational diabetes in the coming weeks.',
      babySize: 'About the length of an ear of corn, around 30 cm from head to heel and 600 g',
      baby: paras(
        'Week 24 is an important milestone: babies born from around this point have a chance of surviving with intensive neonatal care, although they face significant challenges, and every extra week in the uterus makes a real difference. The lungs are beginning to produce surfactant, which will help the tiny air sacs stay open once breathing starts.',
        'Your baby is putting on weight steadily, and the body is filling out. The face is almost fully formed, with eyelashes, eyebrows and hair. The brain is growing rapidly, and the skin is becoming less see-through as a layer of fat builds up beneath it.',
      ),
      body: paras(
        'Depending on where you live and your risk factors, you may be offered a test for gestational diabetes between 24 and 28 weeks. Often this is an oral glucose tolerance test: a blood test after fasting, a sugary drink, and another blood test two hours later. Some countries screen everyone, others only those at higher risk.',
        'From now on, you should feel your baby move regularly. Get to know their usual pattern, rather than counting a set number of kicks.',
      ),
      tip: 'If you are booked for a glucose test, check whether you need to fast beforehand, and bring a snack for afterwards and something to pass the time, as the test usually takes a couple of hours.',
      callProfessional:
        "From 24 weeks, if your baby's movements slow down, change or stop, call your maternity unit or midwife straight away, day or night, rather than waiting until the next day. Bleeding, leaking fluid, or a severe headache with changes in your vision also need urgent care; in an emergency call your local emergency number.",
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 25,
      title: 'Week 25: responding to touch, and checking blood pressure',
      summary:
        'Your baby may respond to touch and sound. Regular blood pressure and urine checks help spot pre-eclampsia early, even when you feel well.',
      babySize: 'About the size of a cauliflower, around 34.6 cm from head to heel and 660 g',
      baby: paras(
        "Your baby's hands are fully developed and busy exploring, touching the face, the umbilical cord and the walls of the uterus. The startle reflex is developing, and the baby may jump in response to a loud noise or a sudden movement of yours. Some parents feel a kick in reply when they press gently on the bump.",
        'Hair is growing on the head, though its colour and texture may change after birth. The nostrils, which have been plugged until now, are beginning to open. Tiny blood vessels are forming under the skin and filling with blood.',
      ),
      body: paras(
        'If this is your first pregnancy, you may be offered a check-up at around 25 weeks. Your midwife will measure your bump, check your blood pressure and test your urine for protein, which can help pick up pre-eclampsia, a condition that usually appears in the second half of pregnancy.',
        'You may notice tingling or numbness in your fingers, especially at night. This is often carpal tunnel syndrome, caused by fluid pressing on a nerve in the wrist, and it usually goes away after birth.',
      ),
      tip: 'Keep every routine check-up, even if you feel well: problems such as high blood pressure often cause no symptoms at first. Bring your notes or the app to each visit, and jot down anything new since your last appointment.',
      callProfessional:
        'A severe headache that does not go away, blurred vision or flashing lights, pain just below your ribs, or sudden swelling of your face, hands or feet can be signs of pre-eclampsia: call your midwife or doctor the same day, or your local emergency number if you feel very unwell.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 26,
      title: 'Week 26: opening eyes, and vaccines to ask about',
      summary:
        "Your baby's eyes may begin to open around now. Ask about the whooping cough vaccine, which helps protect your baby in the first weeks of life.",
      babySize: 'About the size of a head of lettuce, around 35.6 cm from head to heel and 760 g',
      baby: paras(
        "Around weeks 26 to 28, your baby's eyelids begin to open after being closed for months. The eyes can blink, and the baby may turn towards a bright light shone on your bump. Eye colour is not final yet, and many babies' eyes change colour in the first year.",
        'The lungs continue to develop branches and air sacs, and breathing movements are becoming more regular, though the baby still gets all their oxygen through the placenta. Antibodies are crossing the placenta from you, giving your baby some protection against infections in the first months, a process that speeds up in the third trimester.',
      ),
      body: paras(
        'Your growing uterus can press on veins and slow your circulation, so swollen ankles and feet, especially at the end of a warm day, are common. Putting your feet up and avoiding standing for long periods can help.',
        'You might also find it harder to get comfortable at night, and leg cramps or restless legs may disturb your sleep. Gently stretching your calves before bed and walking regularly can make a difference.',
      ),
      tip: 'Ask about the whooping cough (pertussis) vaccine: in many countries it is offered during pregnancy so that antibodies pass to your baby before birth, and some also offer an RSV vaccine later in pregnancy. Timing varies from country to country, so check your local schedule.',
      callProfessional:
        'Swelling that comes on suddenly, or affects your face and hands, needs a same-day call to your midwife or doctor, as does pain, redness and warmth in one calf, which can be a sign of a blood clot. If you have chest pain or sudden breathlessness, call your local emergency number.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 27,
      title: 'Week 27: the end of the second trimester',
      summary:
        "Your baby's brain is very active and sleep cycles are developing. Breathlessness and itchy skin may appear, and it is time to think about where to give birth.",
      babySize: 'About the size of a head of broccoli, around 36.6 cm from head to heel and 875 g',
      baby: paras(
        "This week marks the end of the second trimester. Your baby's brain is very active, with brain tissue growing and the surface beginning to develop its characteristic folds. Periods of sleep, including a stage similar to the dreaming sleep seen later in life, alternate with periods of activity.",
        'The baby may get hiccups, which you might feel as small, rhythmic jerks. The retina, the light-sensitive layer at the back of the eye, is developing its layers. The lungs, liver and immune system are still maturing and will keep developing in the weeks ahead.',
      ),
      body: paras(
        'As your uterus pushes up against your diaphragm, you may get out of breath more easily. Back ache, tiredness and needing to pass urine often may return.',
        'Mild itching of stretching skin is common. However, intense itching, especially on the palms of your hands and the soles of your feet and often worse at night, can be a sign of intrahepatic cholestasis of pregnancy, a liver condition that needs a blood test.',
      ),
      tip: 'Start thinking about where you would like to give birth, whether in a hospital labour ward, a midwife-led birth centre or at home, and talk through what is available and suitable for you with your midwife.',
      callProfessional:
        'Call your midwife or doctor if you have itching of the palms and soles, dark urine or pale stools. Reduced or changed movements, bleeding or a gush of fluid need an urgent call to your maternity unit; in an emergency call your local emergency number.',
      reviewerSlug: 'dr-helena-marsh',
      reviewedOn: '2026-10-12',
    },
    {
      week: 28,
      title: 'Week 28: the third trimester, and sleeping on your side',
      summary:
        'The third trimester begins. Go to sleep on your side from now on, and expect blood tests and, if you are Rh-negative, an offer of anti-D.',
      babySize: 'About the size of an aubergine, around 37.6 cm from head to heel and 1 kg',
      baby: paras(
        'Your baby now weighs about a kilogram and will roughly triple that by birth. The eyes can open and close, and the eyelashes have grown. Fat is building up under the skin, smoothing out the wrinkles and helping the baby stay warm.',
        'The brain is developing billions of nerve cells and beginning to control rhythmic breathing movements and body temperature. Your baby may be lying in any position, head up or head down, and there is still plenty of room to turn. Many babies settle head-down in the coming weeks.',
      ),
      body: paras(
        'Around 28 weeks, you may be offered a blood test to check for anaemia and antibodies. If your blood group is Rh-negative, you will usually be offered anti-D immunoglobulin, an injection that helps stop your immune system reacting to the blood of an Rh-positive baby.',
        'Research has linked going to sleep on your back in the third trimester with a higher chance of stillbirth, so the advice is to go to sleep on your side from now on; either side is fine. Waking up on your back is nothing to worry about: just turn onto your side again.',
      ),
      tip: 'To sleep comfortably on your side, put a pillow between your knees and ankles to keep your hips level, and a small one under your bump. A pregnancy pillow is a nice extra, but ordinary pillows work too.',
      callProfessional:
        'If you notice your baby moving less, or the movements change, call your maternity unit straight away rather than waiting. Call your midwife or doctor too if you have bleeding, regular tightenings or fluid leaking; in an emergency call your local emergency number.',
      reviewerSlug: 'tomas-pereira',
      reviewedOn: '2026-10-12',
    },
    {
      week: 29,
      title: 'Week 29: your pelvic floor and pelvic girdle pain',
      summary:
        "Your baby's muscles and lungs are maturing. Pelvic floor exercises now can help with bladder control in pregnancy and after birth.",
      babySize: 'About the size of a butternut squash, around 38.6 cm from head to heel and 1.15 kg',
      baby: paras(
        "Your baby's muscles and lungs keep maturing, and the head is growing to make room for the developing brain. Kicks and jabs are often strong enough to see from the outside, as a foot or elbow pushes against your bump. Your baby may have regular times of day when they are busier, often in the evening, and quieter spells while asleep.",
        'Bones are absorbing plenty of calcium from your blood and getting stronger. From now on, your baby gains more in weight than in length, filling out steadily with muscle and fat.',
      ),
      body: paras(
        'Pain at the front of your pelvis, in your lower back or your hips, especially when walking, climbing stairs or turning in bed, may be pelvic girdle pain. It is common and can usually be eased with advice, exercises and support, so mention it to your midwife. Keeping your knees together as you get in and out of a car or bed can help.',
        'You may also leak a little urine when you cough, sneeze or laugh, as the weight of the baby presses on your pelvic floor.',
      ),
      tip: 'Practise pelvic floor exercises every day: squeeze and lift as if stopping yourself passing wind and urine at the same time, hold for a few seconds, then relax fully. Mix long holds with quick squeezes, breathe normally throughout, and build up gradually.',
      callProfessional:
        'Ask to see a physiotherapist if pelvic pain makes it hard to walk or sleep. Call your midwife or doctor straight away if you have a trickle or gush of fluid you cannot control, regular tightenings before 37 weeks or bleeding; in an emergency call your local emergency number.',
      reviewerSlug: 'tomas-pereira',
      reviewedOn: '2026-10-12',
    },
    {
      week: 30,
      title: 'Week 30: vivid dreams and feelings about birth',
      summary:
        'Your baby is shedding some lanugo and growing fast. Tiredness and strong dreams are common, and so are mixed feelings about birth.',
      babySize: 'About the size of a cabbage, around 39.9 cm from head to heel and 1.3 kg',
      baby: paras(
        "Your baby's fine lanugo hair is starting to fall away, though some may still be visible at birth, especially on the shoulders and back. The bone marrow has now taken over as the main producer of red blood cells. The eyes can tell light from dark, and the baby may turn away from bright light.",
        'Over the coming weeks, your baby will gain roughly 200 g a week. There is still enough amniotic fluid for big kicks and somersaults, but space will start to feel tighter over the next few weeks.',
      ),
      body: paras(
        'Tiredness often comes back in the third trimester, as you carry more weight and sleep is broken by trips to the toilet, heartburn or an active baby. Many people have vivid, strange or unsettling dreams at this stage, which are thought to reflect hormones, broken sleep and a mind busy with change.',
        'It is also common to feel a mix of excitement and fear about birth, and for some people that fear grows strong enough to affect sleep or daily life.',
      ),
      tip: 'If thinking about birth makes you very anxious, say so at your next appointment: many maternity services offer extra support, such as a conversation about your options with a specialist midwife or psychologist. Writing down what specifically worries you can make it easier to talk about.',
      callProfessional:
        'Tell your midwife or doctor if anxiety, panic or low mood are affecting your daily life, or if memories of a previous difficult birth keep coming back. Call your maternity unit at once if your baby is moving less, or if you have bleeding or fluid leaking; in an emergency call your local emergency number.',
      reviewerSlug: 'dr-sofia-lindqvist',
      reviewedOn: '2026-10-12',
    },
    {
      week: 31,
      title: 'Week 31: all five senses, and planning your support',
      summary:
        'Your baby can take in information from all five senses. It is a good time to plan the support you will have after the birth.',
      babySize: 'About the size of a coconut, around 41.1 cm from head to heel and 1.5 kg',
      baby: paras(
        "Your baby's five senses are all working: they can hear, taste, feel touch, see light and dark, and may even detect smells through the amniotic fluid. The brain is making connections at an extraordinary rate and can process the information coming in.",
        "Your baby turns their head from side to side, and the movements are strong, though some may feel more like rolls and stretches than sharp kicks as space gets tighter. The baby's body is storing iron, calcium and other minerals for the first months of life. The brain is growing so fast that the head gets noticeably bigger week by week.",
      ),
      body: paras(
        'You may feel breathless as your uterus presses up under your ribs, and heartburn may be back. Some people notice a thin, yellowish fluid leaking from their nipples. This is colostrum, the first milk, and it is normal to leak some, or none at all. Breast pads can soak up any leaks.',
        'Braxton Hicks tightenings may become more frequent. They are usually irregular and painless, and they tend to ease when you change position or rest.',
      ),
      tip: 'Make a simple plan for the first weeks after the birth: who can bring meals, help with housework or older children, and who you can call on a difficult day. Talking openly with your partner or support people about sleep, visitors and sharing tasks can prevent tension later.',
      callProfessional:
        'Call your maternity unit if tightenings become regular or painful, if you have period-like cramps or back ache that comes and goes, or a gush of fluid before 37 weeks, as these can be signs of preterm labour. If you have thoughts of harming yourself, or in any emergency, call your local emergency number.',
      reviewerSlug: 'dr-sofia-lindqvist',
      reviewedOn: '2026-10-26',
    },
    {
      week: 32,
      title: 'Week 32: practice breaths and birth preferences',
      summary:
        'Your baby is practising breathing and many are turning head-down. It is a good moment to think about your birth preferences.',
      babySize: 'About the length of a head of celery, around 42.4 cm from head to heel and 1.7 kg',
      baby: paras(
        'Your baby is practising breathing by moving the chest muscles and diaphragm, drawing amniotic fluid in and out, although the lungs will not take a real breath until birth. The toenails and fingernails have grown, and the layer of fat under the skin is making the baby look much more like a newborn.',
        'Many babies have turned head-down by now or will do so over the next few weeks, ready for birth. If your baby is still bottom-first or lying sideways, there is usually time for them to turn. Your midwife will feel your bump to check the position at your appointments.',
      ),
      body: paras(
        'You may have an appointment around 32 weeks to check your blood pressure, urine and the growth of your bump. If an earlier scan showed a low-lying placenta, this is usually when it is checked again.',
        'As your baby takes up more room, you may feel full quickly after eating and need to pass urine more often. Braxton Hicks may also be more noticeable, especially when you are tired or dehydrated, so drink regularly through the day.',
      ),
      tip: 'Start thinking about your birth preferences: where you would like to give birth, who you want with you, how you feel about the different kinds of pain relief, and what matters to you straight after birth, such as skin-to-skin contact. Keep it flexible, and talk it through with your midwife.',
      callProfessional:
        'Regular tightenings, period-like pain, watery, mucus-like or bloody discharge, or pressure low in your pelvis before 37 weeks can be signs of preterm labour: call your maternity unit. Heavy bleeding or severe pain needs urgent help; in an emergency call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 33,
      title: 'Week 33: a soft skull for birth, and your hospital bag',
      summary:
        "Your baby's skull stays soft for birth while the other bones harden. Packing a bag now means one less thing to think about later.",
      babySize: 'About the size of a pineapple, around 43.7 cm from head to heel and 1.9 kg',
      baby: paras(
        "Your baby's bones are hardening, except for the skull. The skull bones remain soft and are not yet joined, so they can overlap slightly as the baby passes through the birth canal. The soft spots between them, called fontanelles, close gradually over the first two years of life.",
        "The baby's immune system is getting stronger, and the brain and nervous system continue to mature rapidly. Your baby sleeps a lot and moves in a recognisable pattern; from the outside, you may see your bump shift as they change position. The lungs are maturing too, though they still need a few more weeks.",
      ),
      body: paras(
        'With your uterus high in your abdomen, you may feel breathless, and heartburn and indigestion may peak. Swelling of your feet and ankles is common, especially in warm weather.',
        'The weight of your bump and hormonal changes can make your joints feel looser and less stable. Sleep may be difficult, and you may wake several times a night to pass urine. A supportive bra, extra pillows and changing position often can help you feel more comfortable.',
      ),
      tip: 'Pack your bag now: your maternity notes, comfortable clothes, maternity pads, snacks and drinks, a phone charger and toiletries, plus a few vests, sleepsuits, a hat, nappies and a blanket for your baby. If you plan a home birth, keep these things together anyway in case you need to transfer.',
      callProfessional:
        "Call your maternity unit if your waters break before 37 weeks, you have regular contractions or bleeding, or your baby's movements reduce. A severe headache, blurred vision or sudden swelling of your face and hands needs a same-day check; in an emergency call your local emergency number.",
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 34,
      title: 'Week 34: maturing lungs and perineal massage',
      summary:
        "Your baby's lungs are well developed. If this is your first vaginal birth, perineal massage from now may lower the chance of a tear.",
      babySize: 'About the size of a cantaloupe melon, around 45 cm from head to heel and 2.1 kg',
      baby: paras(
        "Your baby's lungs are now well developed, and babies born at 34 weeks generally do well, though some need help with breathing, feeding or keeping warm and may spend time in a neonatal unit. The central nervous system is maturing, and reflexes are getting stronger.",
        'The protective vernix is getting thicker, and fat continues to build up, rounding out the arms and legs. The fingernails now reach the ends of the fingers, and some babies are born with small scratches on their face from them. Your baby now spends much of the day asleep, with active spells in between that you will have come to recognise.',
      ),
      body: paras(
        'You may feel more tired, and sitting for long periods can become uncomfortable. Some people find that hormonal changes make their eyes feel drier, especially if they wear contact lenses. Heartburn, back ache and swollen ankles may still be around, and rest matters more than ever.',
        'Your baby may press on nerves in your pelvis, causing sharp twinges in your vagina or down your legs. Changing position often helps. If you have pelvic girdle pain, a pillow between your knees in bed and sitting down to get dressed can ease it.',
      ),
      tip: 'If this is your first vaginal birth, massaging your perineum, the skin between the vagina and anus, for a few minutes once or twice a week from about 34 weeks may reduce the chance of a tear that needs stitches. Ask your midwife to explain the technique, and use a plain, unperfumed oil.',
      callProfessional:
        'Call your maternity unit straight away if you have fluid leaking from the vagina, regular tightenings, bleeding or reduced movements. Itching of your palms and soles, a severe headache or sudden swelling also need a call to your midwife or doctor; in an emergency call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 35,
      title: 'Week 35: less room to move, and the car seat',
      summary:
        'Your baby is gaining weight fast and space is getting tight. Sorting out a car seat now means your baby can travel home safely.',
      babySize: 'About the size of a honeydew melon, around 46.2 cm from head to heel and 2.4 kg',
      baby: paras(
        'Your baby is filling out quickly, and most of the weight gain now is fat, which helps regulate body temperature after birth. The kidneys are fully developed, and the liver can process some waste products. Most of the basic physical development is complete. Arms and legs look rounder, and the cheeks are filling out.',
        "With less room, you may feel fewer big kicks and more squirming, stretching and wriggling. Your baby should still move regularly, right up to and during labour; movements should not slow down towards the end of pregnancy. Your midwife will check the baby's position, as it helps to know before labour whether your baby is head-down.",
      ),
      body: paras(
        'Your uterus is now up under your ribs, and you may feel breathless and uncomfortable after meals. You may need to pass urine even more often, and Braxton Hicks may come more frequently.',
        'In some countries, including Spain and Portugal, a vaginal and rectal swab to check for group B streptococcus is offered between 35 and 37 weeks. If it is found, you will be offered antibiotics during labour to protect your baby.',
      ),
      tip: 'If you will travel by car, buy or borrow a rear-facing infant car seat that meets current safety standards, such as UN R129 (i-Size), and fits your car, and practise installing it now. Avoid second-hand seats unless you know their history, as a seat that has been in a crash may not be safe.',
      callProfessional:
        'Call your maternity unit if your waters break, you have regular contractions, bleeding, a fever, or your baby is moving less than usual. Severe pain that does not come and go, or heavy bleeding, needs emergency care: call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 36,
      title: 'Week 36: dropping down, and getting ready to feed',
      summary:
        'Your baby may be settling into your pelvis. It is a good time to learn about feeding, including skin-to-skin contact and the first feed.',
      babySize: 'About the size of a papaya, around 47.4 cm from head to heel and 2.6 kg',
      baby: paras(
        'Your baby is gaining weight steadily and has less room to move. Most babies are now head-down, and in a first pregnancy the head may start to move down into your pelvis, which is known as engaging. In later pregnancies, this often does not happen until labour starts.',
        'The sucking and swallowing reflexes are now well coordinated, and the rooting reflex, turning towards a touch on the cheek with an open mouth, will help your baby find the breast after birth. If your baby is still bottom-first at around 36 weeks, you may be offered external cephalic version, in which a doctor gently tries to turn the baby from the outside.',
      ),
      body: paras(
        'If your baby has engaged, you may find it easier to breathe and eat, but you may also need to pass urine more often and feel more pressure low in your pelvis. Vaginal discharge often increases.',
        "Appointments may now come every couple of weeks. Your midwife will check your baby's position and talk about what to expect in labour, when to call the maternity unit and your birth preferences. Nesting urges, tiredness and impatience can all turn up in the same day.",
      ),
      tip: 'Learn about feeding before the birth: skin-to-skin contact straight after birth helps many babies find the breast and feed within the first hour. Ask about breastfeeding classes or a peer supporter, and if you have diabetes or another reason, ask your midwife whether expressing colostrum before birth is advised for you.',
      callProfessional:
        'Call your maternity unit if your waters break, especially if the fluid is green or brown, or if you have bleeding, constant abdominal pain or fewer movements. Itchy palms and soles, a severe headache or vision changes also need a same-day check; in an emergency call your local emergency number.',
      reviewerSlug: 'laura-bennett',
      reviewedOn: '2026-10-26',
    },
    {
      week: 37,
      title: 'Week 37: full term, and positions for labour',
      summary:
        'From 37 weeks your pregnancy is considered full term. Knowing a few positions and breathing techniques can help you feel ready for labour.',
      babySize: 'About the size of a bunch of Swiss chard, around 48.6 cm from head to heel and 2.9 kg',
      baby: paras(
        'From 37 weeks, your baby is considered full term, and labour could start at any time in the next five weeks. The lungs are mature enough to breathe air, and the baby is practising by drawing in amniotic fluid, as well as sucking, gripping and blinking.',
        'Your baby is still putting on fat, which will provide warmth and energy in the first days after birth. Babies born between 37 and 39 weeks are sometimes described as early term: they are ready for life outside, but each extra day in the uterus still helps the brain and lungs mature.',
      ),
      body: paras(
        'You may notice Braxton Hicks getting stronger, or a show: the plug of mucus that seals your cervix coming away, sometimes tinged with blood. A show can happen days before labour starts, so on its own it is not a reason to go to hospital.',
        "The pressure of the baby's head can cause aches in your pelvis, back and inner thighs. Sleep may be interrupted by discomfort and frequent trips to the toilet.",
      ),
      tip: 'Practise positions that may help in labour, such as leaning forward over a birth ball or the back of a chair, kneeling on all fours, or swaying while standing. Slow breathing with a long out-breath can help you stay calm and relax your pelvic floor during contractions.',
      callProfessional:
        'Call your maternity unit if your waters break, you have regular painful contractions, bleeding that is more than a streak, or your baby is moving less. Constant severe pain, heavy bleeding or feeling very unwell needs emergency care; call your local emergency number.',
      reviewerSlug: 'tomas-pereira',
      reviewedOn: '2026-10-26',
    },
    {
      week: 38,
      title: "Week 38: newborn reflexes and your baby's first checks",
      summary:
        'Your baby is practising the reflexes needed after birth. Here is what checks and care your newborn may be offered in the first days.',
      babySize: 'About the length of a leek, around 49.8 cm from head to heel and 3.1 kg',
      baby: paras(
        "Your baby's organs are ready to work outside the uterus, and the brain and lungs will keep maturing after birth. Most of the lanugo has gone, and much of the vernix has been shed into the amniotic fluid, which the baby swallows. Together with cells from the gut, this forms meconium, the dark, sticky first poo.",
        'Newborn reflexes are in place: the sucking reflex for feeding, the grasp reflex that makes tiny fingers close around yours, and the startle or Moro reflex, in which the arms fling out at a sudden noise or movement. These reflexes are among the things checked after birth.',
      ),
      body: paras(
        'You may feel heavy, tired and impatient, or suddenly full of energy. Swollen feet, back ache and trouble sleeping are common in these final weeks. Keep eating regular meals and resting when you can: labour takes energy.',
        'Many people are unsure whether twinges are the start of labour. Early labour can include back ache, period-like pains and a show, and contractions may be irregular for hours or even days before they settle into a pattern.',
      ),
      tip: 'Find out what your newborn will be offered: usually vitamin K to prevent a rare bleeding disorder, a full physical examination, a hearing test and a heel prick blood test in the first days. Once home, put your baby to sleep on their back, in their own cot or Moses basket, in the same room as you.',
      callProfessional:
        'Call your maternity unit if your waters break, contractions become regular and strong, you have bleeding, or your baby moves less than usual. A high temperature, feeling shivery and unwell, or green or brown fluid from the vagina also needs a prompt call; in an emergency call your local emergency number.',
      reviewerSlug: 'dr-rafael-ortega',
      reviewedOn: '2026-10-26',
    },
    {
      week: 39,
      title: 'Week 39: signs that labour is starting',
      summary:
        'Labour could begin any day. Learn the signs: a show, waters breaking and contractions that grow longer, stronger and closer together.',
      babySize: 'About the size of a small watermelon, around 50.7 cm from head to heel and 3.3 kg',
      baby: paras(
        'Your baby is fully developed and waiting for labour to begin. The brain is still growing quickly, and it will keep doing so throughout the first years of life. The fat layer under the skin has filled out the body, and the skin has a smooth, plump look. The lanugo has almost entirely gone, though a little may remain on the shoulders.',
        "Hormones released during labour help prepare your baby for birth, including clearing fluid from the lungs ready for the first breath. During labour, your midwife will listen to your baby's heart rate regularly to check how they are coping.",
      ),
      body: paras(
        'Labour can start in different ways: a show, your waters breaking with a gush or a trickle, back ache, or contractions that become regular and stronger. The early stage, called the latent phase, can last hours or even days, especially in a first labour, and it is often best spent at home, resting, eating lightly and drinking fluids.',
        'Established labour begins when contractions are strong and regular and your cervix has opened to about 4 cm.',
      ),
      tip: 'Ask your maternity unit when they would like you to call or come in; many suggest calling when contractions are regular, strong and about five minutes apart, or sooner if you live far away or have had a quick labour before. Keep the number saved in your phone and your bag by the door.',
      callProfessional:
        'Call your maternity unit if your waters break, even without contractions, or if you have bleeding, constant pain between contractions or fewer movements. If you feel the urge to push before help arrives, or in any emergency, call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
    {
      week: 40,
      title: 'Week 40: your due date, and what if you go past it',
      summary:
        'Only a small share of babies arrive on their due date. If you go past 40 weeks, you will be offered extra checks and a choice of next steps.',
      babySize: 'About the size of a small pumpkin, around 51.2 cm from head to heel and 3.5 kg',
      baby: paras(
        'Your baby is ready to be born. The average newborn measures around 50 cm and weighs about 3.5 kg, although anything within a wide range is normal. Babies born after their due date may have drier, peeling skin and less vernix, as most of it has been shed by now.',
        'Only around one in 20 babies is born on the due date itself; most arrive within two weeks either side of it. Your baby continues to be nourished by the placenta, and your midwife will keep an eye on you both if the pregnancy goes on.',
      ),
      body: paras(
        'If you have not given birth by 40 weeks, you will usually have an extra appointment. You may be offered a membrane sweep, in which the midwife sweeps a finger around the cervix to help labour start naturally; it is often offered at 40 weeks in a first pregnancy and at 41 weeks in any pregnancy.',
        'From around 41 weeks you will usually be offered an induction of labour, because risks for the baby rise slightly after this point. If you prefer to wait, you can usually have extra monitoring instead.',
      ),
      tip: 'Make a plan for the waiting days: rest, short walks, meals in the freezer and time with people who make you feel calm. Tell friends and family that you will share news when you are ready, so that messages do not add pressure.',
      callProfessional:
        'Do not wait for labour to start if your baby is moving less or differently: call your maternity unit at once. Call them too if your waters break or you have bleeding or severe continuous pain; in an emergency call your local emergency number.',
      reviewerSlug: 'ines-carvalho',
      reviewedOn: '2026-10-26',
    },
  ],
}
